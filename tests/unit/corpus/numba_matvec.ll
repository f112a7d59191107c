; ModuleID = 'matvec'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels6matvecB2v7B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN20corpus_numba_kernels6matvecB2v7B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr readnone captures(none) %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr writeonly captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr #0 {
B0.endif:
  %.156179.not = icmp slt i64 %arg.A.5.0, 1
  br i1 %.156179.not, label %B154, label %B56.endif.lr.ph

B56.endif.lr.ph:                                  ; preds = %B0.endif
  %.280167.not = icmp slt i64 %arg.A.5.1, 1
  br i1 %.280167.not, label %B56.endif.preheader, label %B56.endif.us.preheader

B56.endif.us.preheader:                           ; preds = %B56.endif.lr.ph
  %xtraiter = and i64 %arg.A.5.1, 3
  %unroll_iter = and i64 %arg.A.5.1, 9223372036854775804
  %scevgep = getelementptr i8, ptr %arg.A.4, i64 24
  %0 = shl i64 %arg.A.5.1, 3
  br label %B56.endif.us

B56.endif.preheader:                              ; preds = %B56.endif.lr.ph
  %1 = shl nuw i64 %arg.A.5.0, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %arg.y.4, i8 0, i64 %1, i1 false)
  br label %B154

B56.endif.us:                                     ; preds = %B56.endif.us.preheader, %B92.B142_crit_edge.us
  %lsr.iv24 = phi ptr [ %arg.A.4, %B56.endif.us.preheader ], [ %scevgep25, %B92.B142_crit_edge.us ]
  %lsr.iv = phi ptr [ %scevgep, %B56.endif.us.preheader ], [ %scevgep6, %B92.B142_crit_edge.us ]
  %.162174180.us = phi i64 [ %.169.us, %B92.B142_crit_edge.us ], [ 0, %B56.endif.us.preheader ]
  %2 = icmp ult i64 %arg.A.5.1, 4
  br i1 %2, label %B94.us.epil.preheader, label %B94.us.preheader

B94.us.preheader:                                 ; preds = %B56.endif.us
  br label %B94.us

B94.us:                                           ; preds = %B94.us.preheader, %B94.us
  %s.2.1170.us = phi double [ %.405.us.3, %B94.us ], [ 0.000000e+00, %B94.us.preheader ]
  %.286166168.us = phi i64 [ %.293.us.3, %B94.us ], [ 0, %B94.us.preheader ]
  %3 = shl i64 %.286166168.us, 3
  %scevgep12 = getelementptr i8, ptr %lsr.iv, i64 %3
  %scevgep13 = getelementptr i8, ptr %scevgep12, i64 -24
  %.370.us = load double, ptr %scevgep13, align 8
  %sunkaddr = mul i64 %.286166168.us, 8
  %sunkaddr28 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.402.us = load double, ptr %sunkaddr28, align 8
  %.403.us = fmul double %.370.us, %.402.us
  %.405.us = fadd double %s.2.1170.us, %.403.us
  %4 = shl i64 %.286166168.us, 3
  %scevgep10 = getelementptr i8, ptr %lsr.iv, i64 %4
  %scevgep11 = getelementptr i8, ptr %scevgep10, i64 -16
  %.370.us.1 = load double, ptr %scevgep11, align 8
  %sunkaddr29 = mul i64 %.286166168.us, 8
  %sunkaddr30 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr29
  %sunkaddr31 = getelementptr i8, ptr %sunkaddr30, i64 8
  %.402.us.1 = load double, ptr %sunkaddr31, align 8
  %.403.us.1 = fmul double %.370.us.1, %.402.us.1
  %.405.us.1 = fadd double %.405.us, %.403.us.1
  %5 = shl i64 %.286166168.us, 3
  %scevgep8 = getelementptr i8, ptr %lsr.iv, i64 %5
  %scevgep9 = getelementptr i8, ptr %scevgep8, i64 -8
  %.370.us.2 = load double, ptr %scevgep9, align 8
  %sunkaddr32 = mul i64 %.286166168.us, 8
  %sunkaddr33 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr32
  %sunkaddr34 = getelementptr i8, ptr %sunkaddr33, i64 16
  %.402.us.2 = load double, ptr %sunkaddr34, align 8
  %.403.us.2 = fmul double %.370.us.2, %.402.us.2
  %.405.us.2 = fadd double %.405.us.1, %.403.us.2
  %.293.us.3 = add nuw nsw i64 %.286166168.us, 4
  %6 = shl i64 %.286166168.us, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %6
  %.370.us.3 = load double, ptr %scevgep7, align 8
  %sunkaddr35 = mul i64 %.286166168.us, 8
  %sunkaddr36 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr35
  %sunkaddr37 = getelementptr i8, ptr %sunkaddr36, i64 24
  %.402.us.3 = load double, ptr %sunkaddr37, align 8
  %.403.us.3 = fmul double %.370.us.3, %.402.us.3
  %.405.us.3 = fadd double %.405.us.2, %.403.us.3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.293.us.3
  br i1 %niter.ncmp.3, label %B92.B142_crit_edge.us.unr-lcssa, label %B94.us

B92.B142_crit_edge.us.unr-lcssa:                  ; preds = %B94.us
  %7 = icmp eq i64 %xtraiter, 0
  br i1 %7, label %B92.B142_crit_edge.us, label %B94.us.epil.preheader

B94.us.epil.preheader:                            ; preds = %B92.B142_crit_edge.us.unr-lcssa, %B56.endif.us
  %s.2.1170.us.epil.init = phi double [ 0.000000e+00, %B56.endif.us ], [ %.405.us.3, %B92.B142_crit_edge.us.unr-lcssa ]
  %.286166168.us.epil.init = phi i64 [ 0, %B56.endif.us ], [ %.293.us.3, %B92.B142_crit_edge.us.unr-lcssa ]
  %8 = shl i64 %.286166168.us.epil.init, 3
  %scevgep22 = getelementptr i8, ptr %arg.x.4, i64 %8
  %scevgep26 = getelementptr i8, ptr %lsr.iv24, i64 %8
  br label %B94.us.epil

B94.us.epil:                                      ; preds = %B94.us.epil, %B94.us.epil.preheader
  %s.2.1170.us.epil = phi double [ %s.2.1170.us.epil.init, %B94.us.epil.preheader ], [ %.405.us.epil, %B94.us.epil ]
  %epil.iter = phi i64 [ 0, %B94.us.epil.preheader ], [ %epil.iter.next, %B94.us.epil ]
  %9 = shl nuw nsw i64 %epil.iter, 3
  %scevgep27 = getelementptr i8, ptr %scevgep26, i64 %9
  %.370.us.epil = load double, ptr %scevgep27, align 8
  %10 = shl nuw nsw i64 %epil.iter, 3
  %scevgep23 = getelementptr i8, ptr %scevgep22, i64 %10
  %.402.us.epil = load double, ptr %scevgep23, align 8
  %.403.us.epil = fmul double %.370.us.epil, %.402.us.epil
  %.405.us.epil = fadd double %s.2.1170.us.epil, %.403.us.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B92.B142_crit_edge.us, label %B94.us.epil, !llvm.loop !0

B92.B142_crit_edge.us:                            ; preds = %B94.us.epil, %B92.B142_crit_edge.us.unr-lcssa
  %.405.us.lcssa = phi double [ %.405.us.3, %B92.B142_crit_edge.us.unr-lcssa ], [ %.405.us.epil, %B94.us.epil ]
  %.169.us = add nuw nsw i64 %.162174180.us, 1
  %11 = getelementptr double, ptr %arg.y.4, i64 %.162174180.us
  store double %.405.us.lcssa, ptr %11, align 8
  %scevgep6 = getelementptr i8, ptr %lsr.iv, i64 %0
  %scevgep25 = getelementptr i8, ptr %lsr.iv24, i64 %0
  %exitcond190.not = icmp eq i64 %.169.us, %arg.A.5.0
  br i1 %exitcond190.not, label %B154, label %B56.endif.us

B154:                                             ; preds = %B92.B142_crit_edge.us, %B56.endif.preheader, %B0.endif
  store ptr null, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
