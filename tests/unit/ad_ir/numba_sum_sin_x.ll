; ModuleID = 'sum_sin_x'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv16ad_numba_kernels9sum_sin_xB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @numba_sum_sin_x(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 {
B0.endif:
  %.11385.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11385.not, label %B142, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.x.5.0, 3
  %0 = icmp ult i64 %arg.x.5.0, 4
  br i1 %0, label %B62.epil.preheader, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775804
  br label %B62

B62:                                              ; preds = %B62, %B62.preheader.new
  %s.2.088 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.225.3, %B62 ]
  %.1198486 = phi i64 [ 0, %B62.preheader.new ], [ %.126.3, %B62 ]
  %sunkaddr = mul i64 %.1198486, 8
  %sunkaddr12 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.180 = load double, ptr %sunkaddr12, align 8
  %.188.le = tail call double @llvm.sin.f64(double %.180)
  %.223 = fmul double %.180, %.188.le
  %.225 = fadd double %s.2.088, %.223
  %sunkaddr13 = mul i64 %.1198486, 8
  %sunkaddr14 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr13
  %sunkaddr15 = getelementptr i8, ptr %sunkaddr14, i64 8
  %.180.1 = load double, ptr %sunkaddr15, align 8
  %.188.le.1 = tail call double @llvm.sin.f64(double %.180.1)
  %.223.1 = fmul double %.180.1, %.188.le.1
  %.225.1 = fadd double %.225, %.223.1
  %sunkaddr16 = mul i64 %.1198486, 8
  %sunkaddr17 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr16
  %sunkaddr18 = getelementptr i8, ptr %sunkaddr17, i64 16
  %.180.2 = load double, ptr %sunkaddr18, align 8
  %.188.le.2 = tail call double @llvm.sin.f64(double %.180.2)
  %.223.2 = fmul double %.180.2, %.188.le.2
  %.225.2 = fadd double %.225.1, %.223.2
  %.126.3 = add nuw nsw i64 %.1198486, 4
  %sunkaddr19 = mul i64 %.1198486, 8
  %sunkaddr20 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr19
  %sunkaddr21 = getelementptr i8, ptr %sunkaddr20, i64 24
  %.180.3 = load double, ptr %sunkaddr21, align 8
  %.188.le.3 = tail call double @llvm.sin.f64(double %.180.3)
  %.223.3 = fmul double %.180.3, %.188.le.3
  %.225.3 = fadd double %.225.2, %.223.3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.126.3
  br i1 %niter.ncmp.3, label %B142.loopexit.unr-lcssa, label %B62

B142.loopexit.unr-lcssa:                          ; preds = %B62
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B142, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B142.loopexit.unr-lcssa, %B62.preheader
  %s.2.088.epil.init = phi double [ 0.000000e+00, %B62.preheader ], [ %.225.3, %B142.loopexit.unr-lcssa ]
  %.1198486.epil.init = phi i64 [ 0, %B62.preheader ], [ %.126.3, %B142.loopexit.unr-lcssa ]
  %1 = shl i64 %.1198486.epil.init, 3
  %scevgep = getelementptr i8, ptr %arg.x.4, i64 %1
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil, %B62.epil.preheader
  %s.2.088.epil = phi double [ %.225.epil, %B62.epil ], [ %s.2.088.epil.init, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B62.epil ], [ 0, %B62.epil.preheader ]
  %2 = shl nuw nsw i64 %epil.iter, 3
  %scevgep3 = getelementptr i8, ptr %scevgep, i64 %2
  %.180.epil = load double, ptr %scevgep3, align 8
  %.188.le.epil = tail call double @llvm.sin.f64(double %.180.epil)
  %.223.epil = fmul double %.180.epil, %.188.le.epil
  %.225.epil = fadd double %s.2.088.epil, %.223.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B142, label %B62.epil, !llvm.loop !0

B142:                                             ; preds = %B62.epil, %B142.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.225.3, %B142.loopexit.unr-lcssa ], [ %.225.epil, %B62.epil ]
  store double %s.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
