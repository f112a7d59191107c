; ModuleID = 'saxpy'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels5saxpyB2v2B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN20corpus_numba_kernels5saxpyB2v2B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, double %arg.a, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr readnone captures(none) %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr #0 {
B0.endif:
  %.127104.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.127104.not, label %B108, label %B58.preheader

B58.preheader:                                    ; preds = %B0.endif
  %min.iters.check = icmp ult i64 %arg.x.5.0, 6
  br i1 %min.iters.check, label %B58.preheader5, label %vector.memcheck

vector.memcheck:                                  ; preds = %B58.preheader
  %0 = shl i64 %arg.x.5.0, 3
  %scevgep = getelementptr i8, ptr %arg.y.4, i64 %0
  %scevgep1 = getelementptr i8, ptr %arg.x.4, i64 %0
  %bound0 = icmp ult ptr %arg.y.4, %scevgep1
  %bound1 = icmp ult ptr %arg.x.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B58.preheader5, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, 9223372036854775804
  %broadcast.splatinsert = insertelement <2 x double> poison, double %arg.a, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr23 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %wide.load = load <2 x double>, ptr %sunkaddr23, align 8, !alias.scope !0
  %sunkaddr24 = mul i64 %index, 8
  %sunkaddr25 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, ptr %sunkaddr25, i64 16
  %wide.load2 = load <2 x double>, ptr %sunkaddr26, align 8, !alias.scope !0
  %1 = fmul <2 x double> %broadcast.splat, %wide.load
  %2 = fmul <2 x double> %broadcast.splat, %wide.load2
  %sunkaddr27 = mul i64 %index, 8
  %sunkaddr28 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr27
  %wide.load3 = load <2 x double>, ptr %sunkaddr28, align 8, !alias.scope !3, !noalias !0
  %sunkaddr29 = mul i64 %index, 8
  %sunkaddr30 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr29
  %sunkaddr31 = getelementptr i8, ptr %sunkaddr30, i64 16
  %wide.load4 = load <2 x double>, ptr %sunkaddr31, align 8, !alias.scope !3, !noalias !0
  %3 = fadd <2 x double> %1, %wide.load3
  %4 = fadd <2 x double> %2, %wide.load4
  store <2 x double> %3, ptr %sunkaddr28, align 8, !alias.scope !3, !noalias !0
  store <2 x double> %4, ptr %sunkaddr31, align 8, !alias.scope !3, !noalias !0
  %index.next = add nuw i64 %index, 4
  %5 = icmp eq i64 %n.vec, %index.next
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !5

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0, %n.vec
  br i1 %cmp.n, label %B108, label %B58.preheader5

B58.preheader5:                                   ; preds = %vector.memcheck, %B58.preheader, %middle.block
  %.133103105.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %B58.preheader ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %.133103105.ph, 1
  %xtraiter = and i64 %arg.x.5.0, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B58.prol.loopexit, label %B58.prol

B58.prol:                                         ; preds = %B58.preheader5
  %.140.prol = or disjoint i64 %.133103105.ph, 1
  %6 = getelementptr double, ptr %arg.x.4, i64 %.133103105.ph
  %.194.prol = load double, ptr %6, align 8
  %.196.prol = fmul double %arg.a, %.194.prol
  %7 = getelementptr double, ptr %arg.y.4, i64 %.133103105.ph
  %.226.prol = load double, ptr %7, align 8
  %.227.prol = fadd double %.196.prol, %.226.prol
  store double %.227.prol, ptr %7, align 8
  br label %B58.prol.loopexit

B58.prol.loopexit:                                ; preds = %B58.prol, %B58.preheader5
  %.133103105.unr = phi i64 [ %.133103105.ph, %B58.preheader5 ], [ %.140.prol, %B58.prol ]
  %8 = icmp eq i64 %arg.x.5.0, %.neg
  br i1 %8, label %B108, label %B58.preheader6

B58.preheader6:                                   ; preds = %B58.prol.loopexit
  br label %B58

B58:                                              ; preds = %B58.preheader6, %B58
  %.133103105 = phi i64 [ %.140.1, %B58 ], [ %.133103105.unr, %B58.preheader6 ]
  %sunkaddr32 = mul i64 %.133103105, 8
  %sunkaddr33 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr32
  %.194 = load double, ptr %sunkaddr33, align 8
  %.196 = fmul double %arg.a, %.194
  %sunkaddr34 = mul i64 %.133103105, 8
  %sunkaddr35 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr34
  %.226 = load double, ptr %sunkaddr35, align 8
  %.227 = fadd double %.196, %.226
  store double %.227, ptr %sunkaddr35, align 8
  %.140.1 = add nuw nsw i64 %.133103105, 2
  %sunkaddr36 = mul i64 %.133103105, 8
  %sunkaddr37 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, ptr %sunkaddr37, i64 8
  %.194.1 = load double, ptr %sunkaddr38, align 8
  %.196.1 = fmul double %arg.a, %.194.1
  %sunkaddr39 = mul i64 %.133103105, 8
  %sunkaddr40 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr39
  %sunkaddr41 = getelementptr i8, ptr %sunkaddr40, i64 8
  %.226.1 = load double, ptr %sunkaddr41, align 8
  %.227.1 = fadd double %.196.1, %.226.1
  store double %.227.1, ptr %sunkaddr41, align 8
  %exitcond.not.1 = icmp eq i64 %arg.x.5.0, %.140.1
  br i1 %exitcond.not.1, label %B108, label %B58, !llvm.loop !8

B108:                                             ; preds = %B58, %B58.prol.loopexit, %middle.block, %B0.endif
  store ptr null, ptr %retptr, align 8
  ret i32 0
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"LVerDomain"}
!3 = !{!4}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.isvectorized", i32 1}
!7 = !{!"llvm.loop.unroll.runtime.disable"}
!8 = distinct !{!8, !6}
