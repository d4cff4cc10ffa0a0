import CVectorKernels
import Foundation

/// Whether the encoder's kernels run in their AVX2 forms (`CVectorKernels`): Swift builds for
/// baseline x86-64, where a SIMD8 operation is two SSE instructions and widening eight int8s
/// takes six. Each AVX2 kernel gives the Swift kernel's result bit for bit (the same multiplies
/// and adds in the same order, none fused), so scores do not depend on the CPU.
package enum WideKernels {
  /// True on a CPU and OS with AVX2, unless `SMARTREPLY_PORTABLE_KERNELS` is set (to compare).
  package static let isEnabled = srk_has_avx2() != 0 && getenv("SMARTREPLY_PORTABLE_KERNELS") == nil
}
