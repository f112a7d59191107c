; ModuleID = 'laplace2d'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels9laplace2dB2v8B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366, i32 69, ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1, ptr null, i32 0 }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define range(i32 0, 2) i32 @_ZN20corpus_numba_kernels9laplace2dB2v8B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readnone captures(none) %arg.u.0, ptr readnone captures(none) %arg.u.1, i64 %arg.u.2, i64 %arg.u.3, ptr readonly captures(none) %arg.u.4, i64 %arg.u.5.0, i64 %arg.u.5.1, i64 %arg.u.6.0, i64 %arg.u.6.1, ptr readnone captures(none) %arg.out.0, ptr readnone captures(none) %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, ptr writeonly captures(none) %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1, double %arg.h) local_unnamed_addr #0 {
B0:
  %.68 = fmul double %arg.h, %arg.h
  %.69 = fcmp oeq double %.68, 0.000000e+00
  br i1 %.69, label %B0.if, label %B0.endif.endif, !prof !0

common.ret:                                       ; preds = %B0.if, %B282
  %common.ret.op = phi i32 [ 0, %B282 ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B282:                                             ; preds = %B120.B78.loopexit_crit_edge.us, %B0.endif.endif
  store ptr null, ptr %retptr, align 8
  br label %common.ret

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0
  %.78 = fdiv double 1.000000e+00, %.68
  %.119 = add i64 %arg.u.5.0, -2
  %.162246.not = icmp slt i64 %.119, 1
  %.241 = add i64 %arg.u.5.1, -2
  %.284236.not = icmp slt i64 %.241, 1
  %or.cond = select i1 %.162246.not, i1 true, i1 %.284236.not
  br i1 %or.cond, label %B282, label %B80.endif.us.preheader

B80.endif.us.preheader:                           ; preds = %B0.endif.endif
  %0 = shl i64 %arg.out.5.1, 3
  %1 = getelementptr i8, ptr %arg.out.4, i64 %0
  %scevgep = getelementptr i8, ptr %1, i64 8
  %2 = shl i64 %arg.u.5.0, 3
  %3 = add i64 %2, -16
  %4 = mul i64 %arg.out.5.1, %3
  %5 = shl i64 %arg.u.5.1, 3
  %6 = getelementptr i8, ptr %arg.out.4, i64 %4
  %7 = getelementptr i8, ptr %6, i64 %5
  %scevgep1 = getelementptr i8, ptr %7, i64 -8
  %scevgep2 = getelementptr i8, ptr %arg.u.4, i64 %5
  %8 = add i64 %2, -8
  %9 = mul i64 %arg.u.5.1, %8
  %scevgep3 = getelementptr i8, ptr %arg.u.4, i64 %9
  %10 = shl i64 %arg.u.5.1, 4
  %11 = getelementptr i8, ptr %arg.u.4, i64 %10
  %scevgep4 = getelementptr i8, ptr %11, i64 8
  %12 = mul i64 %arg.u.5.1, %arg.u.5.0
  %13 = shl i64 %12, 3
  %14 = getelementptr i8, ptr %arg.u.4, i64 %13
  %scevgep5 = getelementptr i8, ptr %14, i64 -8
  %scevgep6 = getelementptr i8, ptr %arg.u.4, i64 8
  %15 = mul i64 %arg.u.5.1, %3
  %16 = getelementptr i8, ptr %arg.u.4, i64 %15
  %scevgep7 = getelementptr i8, ptr %16, i64 -8
  %bound0 = icmp ult ptr %scevgep, %scevgep3
  %bound1 = icmp ult ptr %scevgep2, %scevgep1
  %found.conflict = and i1 %bound0, %bound1
  %17 = or i64 %5, %0
  %18 = icmp slt i64 %17, 0
  %19 = or i1 %found.conflict, %18
  %bound09 = icmp ult ptr %scevgep, %scevgep5
  %bound110 = icmp ult ptr %scevgep4, %scevgep1
  %found.conflict11 = and i1 %bound09, %bound110
  %20 = or i64 %5, %0
  %21 = icmp slt i64 %20, 0
  %22 = or i1 %found.conflict11, %21
  %conflict.rdx = or i1 %19, %22
  %bound014 = icmp ult ptr %scevgep, %scevgep7
  %bound115 = icmp ult ptr %scevgep6, %scevgep1
  %found.conflict16 = and i1 %bound014, %bound115
  %23 = or i64 %5, %0
  %24 = icmp slt i64 %23, 0
  %25 = or i1 %found.conflict16, %24
  %conflict.rdx19 = or i1 %conflict.rdx, %25
  %n.vec = and i64 %.241, 9223372036854775806
  %26 = or i64 %.241, 1
  %broadcast.splatinsert = insertelement <2 x double> poison, double %.78, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %27 = shl i64 %arg.u.5.1, 3
  %28 = shl i64 %arg.u.5.1, 4
  %29 = add nuw nsw i64 %28, 8
  %scevgep27 = getelementptr i8, ptr %arg.u.4, i64 %29
  %30 = add i64 %27, 16
  %scevgep31 = getelementptr i8, ptr %arg.u.4, i64 %30
  %31 = shl i64 %arg.out.5.1, 3
  %32 = add i64 %31, 8
  %scevgep38 = getelementptr i8, ptr %arg.out.4, i64 %32
  %33 = add i64 %arg.u.5.1, -1
  %scevgep45 = getelementptr i8, ptr %arg.u.4, i64 %28
  %scevgep50 = getelementptr i8, ptr %arg.out.4, i64 %31
  %34 = add i64 %27, 8
  %scevgep55 = getelementptr i8, ptr %arg.u.4, i64 %34
  br label %B80.endif.us

B80.endif.us:                                     ; preds = %B80.endif.us.preheader, %B120.B78.loopexit_crit_edge.us
  %lsr.iv56 = phi ptr [ %scevgep55, %B80.endif.us.preheader ], [ %scevgep57, %B120.B78.loopexit_crit_edge.us ]
  %lsr.iv51 = phi ptr [ %scevgep50, %B80.endif.us.preheader ], [ %scevgep52, %B120.B78.loopexit_crit_edge.us ]
  %lsr.iv46 = phi ptr [ %scevgep45, %B80.endif.us.preheader ], [ %scevgep47, %B120.B78.loopexit_crit_edge.us ]
  %lsr.iv39 = phi ptr [ %scevgep38, %B80.endif.us.preheader ], [ %scevgep40, %B120.B78.loopexit_crit_edge.us ]
  %lsr.iv32 = phi ptr [ %scevgep31, %B80.endif.us.preheader ], [ %scevgep33, %B120.B78.loopexit_crit_edge.us ]
  %lsr.iv28 = phi ptr [ %scevgep27, %B80.endif.us.preheader ], [ %scevgep29, %B120.B78.loopexit_crit_edge.us ]
  %lsr.iv = phi ptr [ %arg.u.4, %B80.endif.us.preheader ], [ %scevgep24, %B120.B78.loopexit_crit_edge.us ]
  %.168241247.us = phi i64 [ %.379.us, %B120.B78.loopexit_crit_edge.us ], [ 1, %B80.endif.us.preheader ]
  %35 = icmp ult i64 %.241, 6
  %.379.us = add nuw i64 %.168241247.us, 1
  %brmerge = select i1 %35, i1 true, i1 %conflict.rdx19
  br i1 %brmerge, label %B122.us.preheader, label %vector.body.preheader

vector.body.preheader:                            ; preds = %B80.endif.us
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %36 = shl i64 %index, 3
  %scevgep25 = getelementptr i8, ptr %lsr.iv, i64 %36
  %scevgep26 = getelementptr i8, ptr %scevgep25, i64 8
  %wide.load = load <2 x double>, ptr %scevgep26, align 8, !alias.scope !2
  %scevgep30 = getelementptr i8, ptr %lsr.iv28, i64 %36
  %wide.load20 = load <2 x double>, ptr %scevgep30, align 8, !alias.scope !5
  %37 = fadd <2 x double> %wide.load, %wide.load20
  %38 = shl i64 %index, 3
  %scevgep34 = getelementptr i8, ptr %lsr.iv32, i64 %38
  %scevgep35 = getelementptr i8, ptr %scevgep34, i64 -8
  %scevgep37 = getelementptr i8, ptr %scevgep34, i64 -16
  %wide.load21 = load <2 x double>, ptr %scevgep37, align 8, !alias.scope !7
  %39 = fadd <2 x double> %37, %wide.load21
  %40 = shl i64 %index, 3
  %scevgep36 = getelementptr i8, ptr %lsr.iv32, i64 %40
  %wide.load22 = load <2 x double>, ptr %scevgep36, align 8, !alias.scope !7
  %41 = fadd <2 x double> %39, %wide.load22
  %wide.load23 = load <2 x double>, ptr %scevgep35, align 8, !alias.scope !7
  %42 = fmul <2 x double> %wide.load23, splat (double 4.000000e+00)
  %43 = fsub <2 x double> %41, %42
  %44 = fmul <2 x double> %broadcast.splat, %43
  %45 = shl i64 %index, 3
  %scevgep41 = getelementptr i8, ptr %lsr.iv39, i64 %45
  store <2 x double> %44, ptr %scevgep41, align 8, !alias.scope !9, !noalias !11
  %index.next = add nuw i64 %index, 2
  %46 = icmp eq i64 %n.vec, %index.next
  br i1 %46, label %middle.block, label %vector.body, !llvm.loop !12

middle.block:                                     ; preds = %vector.body
  %47 = icmp eq i64 %.241, %n.vec
  br i1 %47, label %B120.B78.loopexit_crit_edge.us, label %B122.us.preheader

B122.us.preheader:                                ; preds = %B80.endif.us, %middle.block
  %.290235237.us.ph = phi i64 [ %26, %middle.block ], [ 1, %B80.endif.us ]
  %48 = sub i64 %33, %.290235237.us.ph
  %49 = shl i64 %.290235237.us.ph, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv, i64 %49
  %scevgep48 = getelementptr i8, ptr %lsr.iv46, i64 %49
  %scevgep53 = getelementptr i8, ptr %lsr.iv51, i64 %49
  %scevgep58 = getelementptr i8, ptr %lsr.iv56, i64 %49
  br label %B122.us

B122.us:                                          ; preds = %B122.us.preheader, %B122.us
  %lsr.iv42 = phi i64 [ 0, %B122.us.preheader ], [ %lsr.iv.next, %B122.us ]
  %50 = shl i64 %lsr.iv42, 3
  %scevgep44 = getelementptr i8, ptr %scevgep43, i64 %50
  %.375.us = load double, ptr %scevgep44, align 8
  %scevgep49 = getelementptr i8, ptr %scevgep48, i64 %50
  %.431.us = load double, ptr %scevgep49, align 8
  %.434.us = fadd double %.375.us, %.431.us
  %51 = shl i64 %lsr.iv42, 3
  %scevgep62 = getelementptr i8, ptr %scevgep58, i64 %51
  %scevgep63 = getelementptr i8, ptr %scevgep62, i64 -8
  %52 = shl i64 %lsr.iv42, 3
  %scevgep60 = getelementptr i8, ptr %scevgep58, i64 %52
  %scevgep61 = getelementptr i8, ptr %scevgep60, i64 -16
  %.488.us = load double, ptr %scevgep61, align 8
  %.491.us = fadd double %.434.us, %.488.us
  %53 = shl i64 %lsr.iv42, 3
  %scevgep59 = getelementptr i8, ptr %scevgep58, i64 %53
  %.545.us = load double, ptr %scevgep59, align 8
  %.548.us = fadd double %.491.us, %.545.us
  %.601.us = load double, ptr %scevgep63, align 8
  %.604.us = fmul double %.601.us, 4.000000e+00
  %.605.us = fsub double %.548.us, %.604.us
  %.607.us = fmul double %.78, %.605.us
  %54 = shl i64 %lsr.iv42, 3
  %scevgep54 = getelementptr i8, ptr %scevgep53, i64 %54
  store double %.607.us, ptr %scevgep54, align 8
  %lsr.iv.next = add i64 %lsr.iv42, 1
  %exitcond.not = icmp eq i64 %48, %lsr.iv.next
  br i1 %exitcond.not, label %B120.B78.loopexit_crit_edge.us, label %B122.us, !llvm.loop !15

B120.B78.loopexit_crit_edge.us:                   ; preds = %B122.us, %middle.block
  %scevgep24 = getelementptr i8, ptr %lsr.iv, i64 %27
  %scevgep29 = getelementptr i8, ptr %lsr.iv28, i64 %27
  %scevgep33 = getelementptr i8, ptr %lsr.iv32, i64 %27
  %scevgep40 = getelementptr i8, ptr %lsr.iv39, i64 %31
  %scevgep47 = getelementptr i8, ptr %lsr.iv46, i64 %27
  %scevgep52 = getelementptr i8, ptr %lsr.iv51, i64 %31
  %scevgep57 = getelementptr i8, ptr %lsr.iv56, i64 %27
  %exitcond257.not = icmp eq i64 %.168241247.us, %.119
  br i1 %exitcond257.not, label %B282, label %B80.endif.us
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3}
!3 = distinct !{!3, !4}
!4 = distinct !{!4, !"LVerDomain"}
!5 = !{!6}
!6 = distinct !{!6, !4}
!7 = !{!8}
!8 = distinct !{!8, !4}
!9 = !{!10}
!10 = distinct !{!10, !4}
!11 = !{!8, !6, !3}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !13}
