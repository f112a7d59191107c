; ModuleID = 'saxpy_tanh'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv16ad_numba_kernels10saxpy_tanhB2v2B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @numba_saxpy_tanh(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, double %arg.a, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr readnone captures(none) %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr #0 {
B0.endif:
  %.127104.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.127104.not, label %B144, label %B58.preheader

B58.preheader:                                    ; preds = %B0.endif
  %min.iters.check = icmp ult i64 %arg.x.5.0, 4
  br i1 %min.iters.check, label %B58.preheader3, label %vector.memcheck

vector.memcheck:                                  ; preds = %B58.preheader
  %0 = shl i64 %arg.x.5.0, 3
  %scevgep = getelementptr i8, ptr %arg.y.4, i64 %0
  %scevgep1 = getelementptr i8, ptr %arg.x.4, i64 %0
  %bound0 = icmp ult ptr %arg.y.4, %scevgep1
  %bound1 = icmp ult ptr %arg.x.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B58.preheader3, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, 9223372036854775806
  %broadcast.splatinsert = insertelement <2 x double> poison, double %arg.a, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl i64 %index, 3
  %scevgep14 = getelementptr i8, ptr %arg.x.4, i64 %1
  %wide.load = load <2 x double>, ptr %scevgep14, align 8, !alias.scope !0
  %2 = tail call <2 x double> @llvm.tanh.v2f64(<2 x double> %wide.load)
  %3 = fmul <2 x double> %broadcast.splat, %2
  %4 = shl i64 %index, 3
  %scevgep13 = getelementptr i8, ptr %arg.y.4, i64 %4
  %wide.load2 = load <2 x double>, ptr %scevgep13, align 8, !alias.scope !3, !noalias !0
  %5 = fadd <2 x double> %3, %wide.load2
  store <2 x double> %5, ptr %scevgep13, align 8, !alias.scope !3, !noalias !0
  %index.next = add nuw i64 %index, 2
  %6 = icmp eq i64 %n.vec, %index.next
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !5

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0, %n.vec
  br i1 %cmp.n, label %B144, label %B58.preheader3

B58.preheader3:                                   ; preds = %vector.memcheck, %B58.preheader, %middle.block
  %.133103105.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %B58.preheader ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %.133103105.ph, 1
  %xtraiter = and i64 %arg.x.5.0, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B58.prol.loopexit, label %B58.prol

B58.prol:                                         ; preds = %B58.preheader3
  %.140.prol = or disjoint i64 %.133103105.ph, 1
  %7 = getelementptr double, ptr %arg.x.4, i64 %.133103105.ph
  %.194.prol = load double, ptr %7, align 8
  %.195.prol = tail call double @tanh(double %.194.prol)
  %.197.prol = fmul double %arg.a, %.195.prol
  %8 = getelementptr double, ptr %arg.y.4, i64 %.133103105.ph
  %.227.prol = load double, ptr %8, align 8
  %.228.prol = fadd double %.197.prol, %.227.prol
  store double %.228.prol, ptr %8, align 8
  br label %B58.prol.loopexit

B58.prol.loopexit:                                ; preds = %B58.prol, %B58.preheader3
  %.133103105.unr = phi i64 [ %.133103105.ph, %B58.preheader3 ], [ %.140.prol, %B58.prol ]
  %9 = icmp eq i64 %arg.x.5.0, %.neg
  br i1 %9, label %B144, label %B58.preheader4

B58.preheader4:                                   ; preds = %B58.prol.loopexit
  br label %B58

B58:                                              ; preds = %B58.preheader4, %B58
  %.133103105 = phi i64 [ %.140.1, %B58 ], [ %.133103105.unr, %B58.preheader4 ]
  %sunkaddr = mul i64 %.133103105, 8
  %sunkaddr15 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.194 = load double, ptr %sunkaddr15, align 8
  %.195 = tail call double @tanh(double %.194)
  %.197 = fmul double %arg.a, %.195
  %sunkaddr16 = mul i64 %.133103105, 8
  %sunkaddr17 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr16
  %.227 = load double, ptr %sunkaddr17, align 8
  %.228 = fadd double %.197, %.227
  store double %.228, ptr %sunkaddr17, align 8
  %.140.1 = add nuw nsw i64 %.133103105, 2
  %sunkaddr18 = mul i64 %.133103105, 8
  %sunkaddr19 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr18
  %sunkaddr20 = getelementptr i8, ptr %sunkaddr19, i64 8
  %.194.1 = load double, ptr %sunkaddr20, align 8
  %.195.1 = tail call double @tanh(double %.194.1)
  %.197.1 = fmul double %arg.a, %.195.1
  %sunkaddr21 = mul i64 %.133103105, 8
  %sunkaddr22 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr21
  %sunkaddr23 = getelementptr i8, ptr %sunkaddr22, i64 8
  %.227.1 = load double, ptr %sunkaddr23, align 8
  %.228.1 = fadd double %.197.1, %.227.1
  store double %.228.1, ptr %sunkaddr23, align 8
  %exitcond.not.1 = icmp eq i64 %arg.x.5.0, %.140.1
  br i1 %exitcond.not.1, label %B144, label %B58, !llvm.loop !8

B144:                                             ; preds = %B58, %B58.prol.loopexit, %middle.block, %B0.endif
  store ptr null, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.tanh.v2f64(<2 x double>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"LVerDomain"}
!3 = !{!4}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.isvectorized", i32 1}
!7 = !{!"llvm.loop.unroll.runtime.disable"}
!8 = distinct !{!8, !6}
