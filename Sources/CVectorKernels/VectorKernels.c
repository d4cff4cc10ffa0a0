#include "VectorKernels.h"

// Never fuse a multiply and an add: the Swift kernels round each.
#pragma clang fp contract(off)

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

#define SRK_AVX2 __attribute__((target("avx2")))

int srk_has_avx2(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
  // AVX, and the OS saving the YMM registers (OSXSAVE, then XCR0 bits 1 and 2).
  if (!(c & (1u << 27)) || !(c & (1u << 28))) return 0;
  unsigned low, high;
  __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
  if ((low & 6) != 6) return 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  return (b & (1u << 5)) != 0;
}

SRK_AVX2 void srk_affine_avx2(const float *input, const float *weights, const float *bias, float *output,
                              long inputSize, long outputSize) {
  long column = 0;
  // 64 columns in eight accumulators: each input is broadcast once for all of them.
  for (; column + 64 <= outputSize; column += 64) {
    __m256 a0 = _mm256_loadu_ps(bias + column), a1 = _mm256_loadu_ps(bias + column + 8);
    __m256 a2 = _mm256_loadu_ps(bias + column + 16), a3 = _mm256_loadu_ps(bias + column + 24);
    __m256 a4 = _mm256_loadu_ps(bias + column + 32), a5 = _mm256_loadu_ps(bias + column + 40);
    __m256 a6 = _mm256_loadu_ps(bias + column + 48), a7 = _mm256_loadu_ps(bias + column + 56);
    const float *w = weights + column;
    for (long row = 0; row < inputSize; row++, w += outputSize) {
      __m256 x = _mm256_broadcast_ss(input + row);
      a0 = _mm256_add_ps(a0, _mm256_mul_ps(x, _mm256_loadu_ps(w)));
      a1 = _mm256_add_ps(a1, _mm256_mul_ps(x, _mm256_loadu_ps(w + 8)));
      a2 = _mm256_add_ps(a2, _mm256_mul_ps(x, _mm256_loadu_ps(w + 16)));
      a3 = _mm256_add_ps(a3, _mm256_mul_ps(x, _mm256_loadu_ps(w + 24)));
      a4 = _mm256_add_ps(a4, _mm256_mul_ps(x, _mm256_loadu_ps(w + 32)));
      a5 = _mm256_add_ps(a5, _mm256_mul_ps(x, _mm256_loadu_ps(w + 40)));
      a6 = _mm256_add_ps(a6, _mm256_mul_ps(x, _mm256_loadu_ps(w + 48)));
      a7 = _mm256_add_ps(a7, _mm256_mul_ps(x, _mm256_loadu_ps(w + 56)));
    }
    _mm256_storeu_ps(output + column, a0);
    _mm256_storeu_ps(output + column + 8, a1);
    _mm256_storeu_ps(output + column + 16, a2);
    _mm256_storeu_ps(output + column + 24, a3);
    _mm256_storeu_ps(output + column + 32, a4);
    _mm256_storeu_ps(output + column + 40, a5);
    _mm256_storeu_ps(output + column + 48, a6);
    _mm256_storeu_ps(output + column + 56, a7);
  }
  for (; column + 8 <= outputSize; column += 8) {
    __m256 a = _mm256_loadu_ps(bias + column);
    const float *w = weights + column;
    for (long row = 0; row < inputSize; row++, w += outputSize) {
      a = _mm256_add_ps(a, _mm256_mul_ps(_mm256_broadcast_ss(input + row), _mm256_loadu_ps(w)));
    }
    _mm256_storeu_ps(output + column, a);
  }
  for (; column < outputSize; column++) {
    float sum = bias[column];
    for (long row = 0; row < inputSize; row++) sum += input[row] * weights[row * outputSize + column];
    output[column] = sum;
  }
}

/// Eight int8 values widened to floats (exactly).
SRK_AVX2 static inline __m256 srk_widen(const int8_t *values) {
  return _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)values)));
}

SRK_AVX2 void srk_bag_avx2(const int8_t *values, const float *scales, const int32_t *features, long featureCount,
                           long dimension, float weight, float *output) {
  long column = 0;
  // 32 columns stay in registers while every feature's row is added.
  for (; column + 32 <= dimension; column += 32) {
    __m256 o0 = _mm256_loadu_ps(output + column), o1 = _mm256_loadu_ps(output + column + 8);
    __m256 o2 = _mm256_loadu_ps(output + column + 16), o3 = _mm256_loadu_ps(output + column + 24);
    for (long index = 0; index < featureCount; index++) {
      long row = features[index];
      __m256 scale = _mm256_set1_ps(scales[row] * weight);
      const int8_t *base = values + row * dimension + column;
      o0 = _mm256_add_ps(o0, _mm256_mul_ps(srk_widen(base), scale));
      o1 = _mm256_add_ps(o1, _mm256_mul_ps(srk_widen(base + 8), scale));
      o2 = _mm256_add_ps(o2, _mm256_mul_ps(srk_widen(base + 16), scale));
      o3 = _mm256_add_ps(o3, _mm256_mul_ps(srk_widen(base + 24), scale));
    }
    _mm256_storeu_ps(output + column, o0);
    _mm256_storeu_ps(output + column + 8, o1);
    _mm256_storeu_ps(output + column + 16, o2);
    _mm256_storeu_ps(output + column + 24, o3);
  }
  for (; column + 8 <= dimension; column += 8) {
    __m256 o = _mm256_loadu_ps(output + column);
    for (long index = 0; index < featureCount; index++) {
      long row = features[index];
      __m256 scale = _mm256_set1_ps(scales[row] * weight);
      o = _mm256_add_ps(o, _mm256_mul_ps(srk_widen(values + row * dimension + column), scale));
    }
    _mm256_storeu_ps(output + column, o);
  }
  for (; column < dimension; column++) {
    float sum = output[column];
    for (long index = 0; index < featureCount; index++) {
      long row = features[index];
      sum += (float)values[row * dimension + column] * (scales[row] * weight);
    }
    output[column] = sum;
  }
}

/// The lanes of `low + high` summed in order from -0, then the scalar tail from `index`.
SRK_AVX2 static inline float srk_finish(__m256 low, __m256 high, const float *a, const float *b, long index,
                                        long count) {
  float lanes[8];
  _mm256_storeu_ps(lanes, _mm256_add_ps(low, high));
  float sum = -0.0f;
  for (int lane = 0; lane < 8; lane++) sum += lanes[lane];
  for (; index < count; index++) sum += a[index] * b[index];
  return sum;
}

SRK_AVX2 void srk_dots_avx2(const float *context, const float *vectors, const long *indices, long count, long width,
                            float *output) {
  long chunked = width / 16 * 16;
  long position = 0;
  // Four replies per pass, so that each context chunk is loaded once for the four.
  for (; position + 4 <= count; position += 4) {
    const float *b0 = vectors + indices[position] * width, *b1 = vectors + indices[position + 1] * width;
    const float *b2 = vectors + indices[position + 2] * width, *b3 = vectors + indices[position + 3] * width;
    __m256 l0 = _mm256_setzero_ps(), h0 = _mm256_setzero_ps(), l1 = _mm256_setzero_ps(), h1 = _mm256_setzero_ps();
    __m256 l2 = _mm256_setzero_ps(), h2 = _mm256_setzero_ps(), l3 = _mm256_setzero_ps(), h3 = _mm256_setzero_ps();
    for (long index = 0; index < chunked; index += 16) {
      __m256 low = _mm256_loadu_ps(context + index), high = _mm256_loadu_ps(context + index + 8);
      l0 = _mm256_add_ps(l0, _mm256_mul_ps(low, _mm256_loadu_ps(b0 + index)));
      h0 = _mm256_add_ps(h0, _mm256_mul_ps(high, _mm256_loadu_ps(b0 + index + 8)));
      l1 = _mm256_add_ps(l1, _mm256_mul_ps(low, _mm256_loadu_ps(b1 + index)));
      h1 = _mm256_add_ps(h1, _mm256_mul_ps(high, _mm256_loadu_ps(b1 + index + 8)));
      l2 = _mm256_add_ps(l2, _mm256_mul_ps(low, _mm256_loadu_ps(b2 + index)));
      h2 = _mm256_add_ps(h2, _mm256_mul_ps(high, _mm256_loadu_ps(b2 + index + 8)));
      l3 = _mm256_add_ps(l3, _mm256_mul_ps(low, _mm256_loadu_ps(b3 + index)));
      h3 = _mm256_add_ps(h3, _mm256_mul_ps(high, _mm256_loadu_ps(b3 + index + 8)));
    }
    output[position] = srk_finish(l0, h0, context, b0, chunked, width);
    output[position + 1] = srk_finish(l1, h1, context, b1, chunked, width);
    output[position + 2] = srk_finish(l2, h2, context, b2, chunked, width);
    output[position + 3] = srk_finish(l3, h3, context, b3, chunked, width);
  }
  for (; position < count; position++) {
    const float *b = vectors + indices[position] * width;
    __m256 low = _mm256_setzero_ps(), high = _mm256_setzero_ps();
    for (long index = 0; index < chunked; index += 16) {
      low = _mm256_add_ps(low, _mm256_mul_ps(_mm256_loadu_ps(context + index), _mm256_loadu_ps(b + index)));
      high = _mm256_add_ps(high, _mm256_mul_ps(_mm256_loadu_ps(context + index + 8), _mm256_loadu_ps(b + index + 8)));
    }
    output[position] = srk_finish(low, high, context, b, chunked, width);
  }
}

#else

int srk_has_avx2(void) { return 0; }
void srk_affine_avx2(const float *input, const float *weights, const float *bias, float *output, long inputSize,
                     long outputSize) {}
void srk_bag_avx2(const int8_t *values, const float *scales, const int32_t *features, long featureCount,
                  long dimension, float weight, float *output) {}
void srk_dots_avx2(const float *context, const float *vectors, const long *indices, long count, long width,
                   float *output) {}

#endif
