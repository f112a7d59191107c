; ModuleID = 'scalar_mix'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv16ad_numba_kernels10scalar_mixB2v3B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef range(i32 0, 2) i32 @numba_scalar_mix(ptr noalias writeonly captures(none) initializes((0, 8)) %retptr, ptr noalias readnone captures(none) %excinfo, double %arg.x, double %arg.y) local_unnamed_addr #0 {
B0:
  %.147.i = fmul double %arg.x, %arg.x
  %.127.i.1 = fmul double %arg.x, %.147.i
  %.9 = tail call double @atan2(double %arg.y, double %arg.x)
  %.12 = fmul double %arg.y, %arg.y
  %.13 = fadd double %.147.i, %.12
  %sqrt = tail call double @llvm.sqrt.f64(double %.13)
  %.6 = fneg double %arg.x
  %.7 = fmul double %arg.y, %.6
  %.8 = tail call double @llvm.exp.f64(double %.7)
  %.10 = fmul double %.8, %.9
  %.15 = fadd double %sqrt, %.10
  %.42 = fadd double %.127.i.1, %.15
  store double %.42, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @atan2(double, double) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
