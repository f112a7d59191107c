; ModuleID = 'strided_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels11strided_sumB3v39B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE = common local_unnamed_addr global ptr null

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN20corpus_numba_kernels11strided_sumB3v39B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 {
B0.endif:
  %.11384.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11384.not, label %B106, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.x.5.0, 3
  %0 = icmp ult i64 %arg.x.5.0, 4
  br i1 %0, label %B62.epil.preheader, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775804
  %1 = mul i64 %arg.x.6.0, 3
  %2 = shl i64 %arg.x.6.0, 2
  br label %B62

B62:                                              ; preds = %B62, %B62.preheader.new
  %lsr.iv5 = phi ptr [ %scevgep6, %B62 ], [ %arg.x.4, %B62.preheader.new ]
  %s.2.087 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.215.3, %B62 ]
  %.1198385 = phi i64 [ 0, %B62.preheader.new ], [ %.126.3, %B62 ]
  %.181 = load double, ptr %lsr.iv5, align 8
  %.213 = fmul double %.181, %.181
  %.215 = fadd double %s.2.087, %.213
  %scevgep9 = getelementptr i8, ptr %lsr.iv5, i64 %arg.x.6.0
  %.181.1 = load double, ptr %scevgep9, align 8
  %.213.1 = fmul double %.181.1, %.181.1
  %.215.1 = fadd double %.215, %.213.1
  %sunkaddr = mul i64 %arg.x.6.0, 2
  %sunkaddr10 = getelementptr i8, ptr %lsr.iv5, i64 %sunkaddr
  %.181.2 = load double, ptr %sunkaddr10, align 8
  %.213.2 = fmul double %.181.2, %.181.2
  %.215.2 = fadd double %.215.1, %.213.2
  %.126.3 = add nuw nsw i64 %.1198385, 4
  %scevgep7 = getelementptr i8, ptr %lsr.iv5, i64 %1
  %.181.3 = load double, ptr %scevgep7, align 8
  %.213.3 = fmul double %.181.3, %.181.3
  %.215.3 = fadd double %.215.2, %.213.3
  %scevgep6 = getelementptr i8, ptr %lsr.iv5, i64 %2
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.126.3
  br i1 %niter.ncmp.3, label %B106.loopexit.unr-lcssa, label %B62

B106.loopexit.unr-lcssa:                          ; preds = %B62
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B106, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B106.loopexit.unr-lcssa, %B62.preheader
  %s.2.087.epil.init = phi double [ 0.000000e+00, %B62.preheader ], [ %.215.3, %B106.loopexit.unr-lcssa ]
  %.1198385.epil.init = phi i64 [ 0, %B62.preheader ], [ %.126.3, %B106.loopexit.unr-lcssa ]
  %3 = mul i64 %.1198385.epil.init, %arg.x.6.0
  %scevgep = getelementptr i8, ptr %arg.x.4, i64 %3
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil, %B62.epil.preheader
  %lsr.iv4 = phi i64 [ %lsr.iv.next, %B62.epil ], [ %xtraiter, %B62.epil.preheader ]
  %lsr.iv = phi ptr [ %scevgep3, %B62.epil ], [ %scevgep, %B62.epil.preheader ]
  %s.2.087.epil = phi double [ %.215.epil, %B62.epil ], [ %s.2.087.epil.init, %B62.epil.preheader ]
  %.181.epil = load double, ptr %lsr.iv, align 8
  %.213.epil = fmul double %.181.epil, %.181.epil
  %.215.epil = fadd double %s.2.087.epil, %.213.epil
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %arg.x.6.0
  %lsr.iv.next = add nsw i64 %lsr.iv4, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B106, label %B62.epil, !llvm.loop !0

B106:                                             ; preds = %B62.epil, %B106.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.215.3, %B106.loopexit.unr-lcssa ], [ %.215.epil, %B62.epil ]
  store double %s.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
