; Found by test_fuzz_cli (mutant 8848: a number in tests/lit/roundtrip-memory-vector.ll changed).
; LLVM's parser materialises the 1140850688-element zero mask: mpiad-opt ran 3.5 minutes with a
; peak RSS of ~18 GB (and then exited 0). mpiad-opt puts no time or memory limit on its LLVM
; parser child, so a 200-byte input can hang it or exhaust the machine's memory.
; mpiad-opt huge_shuffle.ll -o out.ll
define <4 x double> @v(<4 x double> %a) {
  %sp = shufflevector <4 x double> %a, <4 x double> poison, <1140850688 x i32> zeroinitializer
  ret <4 x double> %a
}
