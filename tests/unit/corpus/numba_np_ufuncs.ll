; ModuleID = 'np_ufuncs'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels9np_ufuncsB2v4B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN20corpus_numba_kernels9np_ufuncsB2v4B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr readnone captures(none) %arg.out.0, ptr readnone captures(none) %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, ptr writeonly captures(none) %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr #0 {
B0.endif:
  %.124120.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.124120.not, label %B266, label %B58.preheader

B58.preheader:                                    ; preds = %B0.endif
  br label %B58

B58:                                              ; preds = %B58.preheader, %B58
  %.130119121 = phi i64 [ %.137, %B58 ], [ 0, %B58.preheader ]
  %.137 = add nuw nsw i64 %.130119121, 1
  %0 = shl i64 %.130119121, 3
  %scevgep1 = getelementptr i8, ptr %arg.x.4, i64 %0
  %.191 = load double, ptr %scevgep1, align 8
  %.192 = fneg double %.191
  %.200.le = tail call double @llvm.exp.f64(double %.192)
  %.242.le = tail call double @llvm.cos.f64(double %.191)
  %.247 = fmul double %.200.le, %.242.le
  %.285.le = tail call double @llvm.fabs.f64(double %.191)
  %.297 = tail call double @log1p(double %.285.le)
  %.302 = fadd double %.297, %.247
  %1 = shl i64 %.130119121, 3
  %scevgep = getelementptr i8, ptr %arg.out.4, i64 %1
  store double %.302, ptr %scevgep, align 8
  %exitcond.not = icmp eq i64 %arg.x.5.0, %.137
  br i1 %exitcond.not, label %B266, label %B58

B266:                                             ; preds = %B58, %B0.endif
  store ptr null, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @log1p(double) local_unnamed_addr #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
