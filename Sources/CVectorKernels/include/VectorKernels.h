#ifndef SMARTREPLY_VECTOR_KERNELS_H
#define SMARTREPLY_VECTOR_KERNELS_H

#include <stdint.h>

// AVX2 forms of the encoder's Swift SIMD kernels (SmartReplyModel's DenseLayer, QuantizedEmbeddingTable
// and ContextScorer), for CPUs that have it: Swift builds for baseline x86-64 (SSE2), where each
// SIMD8 operation is two instructions and an int8 load takes six to widen. Every result is bit for
// bit the Swift kernel's: the same multiplies and adds in the same order, never fused.

/// Whether the CPU and OS run the kernels below (always 0 off x86-64).
int srk_has_avx2(void);

/// `output[c] = bias[c] + Σ_row input[row] × weights[row × outputSize + c]`, rows in order.
void srk_affine_avx2(const float *input, const float *weights, const float *bias, float *output,
                     long inputSize, long outputSize);

/// Adds `values[f × dimension + c] × (scales[f] × weight)` to `output[c]` for each feature `f` in order.
void srk_bag_avx2(const int8_t *values, const float *scales, const int32_t *features, long featureCount,
                  long dimension, float weight, float *output);

/// `output[i]` = the dot product of `context` with the `width` floats at `vectors + indices[i] × width`,
/// summed as `VectorMath.dot` does: lanes of two 8-wide accumulators over 16-float chunks, the
/// accumulators added, their lanes summed in order, then the tail.
void srk_dots_avx2(const float *context, const float *vectors, const long *indices, long count, long width,
                   float *output);

#endif
