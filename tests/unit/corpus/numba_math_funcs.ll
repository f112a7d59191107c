; ModuleID = 'math_funcs'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels10math_funcsB2v3B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN20corpus_numba_kernels10math_funcsB2v3B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr readnone captures(none) %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr readonly captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr #0 {
B0.endif:
  %.127156.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.127156.not, label %B418, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  br label %B62

B62:                                              ; preds = %B62.preheader, %B62
  %s.3.0159 = phi double [ %.390, %B62 ], [ 0.000000e+00, %B62.preheader ]
  %.133155157 = phi i64 [ %.140, %B62 ], [ 0, %B62.preheader ]
  %.140 = add nuw nsw i64 %.133155157, 1
  %0 = shl i64 %.133155157, 3
  %scevgep1 = getelementptr i8, ptr %arg.x.4, i64 %0
  %.194 = load double, ptr %scevgep1, align 8
  %.195 = fneg double %.194
  %.196 = tail call double @llvm.exp.f64(double %.195)
  %1 = shl i64 %.133155157, 3
  %scevgep = getelementptr i8, ptr %arg.y.4, i64 %1
  %.226 = load double, ptr %scevgep, align 8
  %.227 = tail call double @tanh(double %.226)
  %.228 = fmul double %.196, %.227
  %.289 = fadd double %.194, 2.000000e+00
  %.290 = tail call double @atan2(double %.226, double %.289)
  %.291 = fadd double %.228, %.290
  %.293 = fadd double %s.3.0159, %.291
  %.324 = tail call double @llvm.fabs.f64(double %.194)
  %.325 = tail call double @llvm.pow.f64(double %.324, double 1.500000e+00)
  %.386 = fmul double %.226, %.226
  %.387 = fadd double %.386, 1.000000e+00
  %sqrt = tail call double @llvm.sqrt.f64(double %.387)
  %.389 = fadd double %.325, %sqrt
  %.390 = fadd double %.293, %.389
  %exitcond.not = icmp eq i64 %arg.x.5.0, %.140
  br i1 %exitcond.not, label %B418, label %B62

B418:                                             ; preds = %B62, %B0.endif
  %s.3.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.390, %B62 ]
  store double %s.3.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @atan2(double, double) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
