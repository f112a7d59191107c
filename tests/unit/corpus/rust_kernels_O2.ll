; ModuleID = 'kernels.10e27077f27b0680-cgu.0'
source_filename = "kernels.10e27077f27b0680-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: readwrite) uwtable
define noundef double @dot(ptr noundef readonly captures(address_is_null) %a, ptr noundef readonly captures(address_is_null) %b, i64 noundef %n) unnamed_addr #0 personality ptr @rust_eh_personality {
bb1:
  %0 = icmp ne ptr %a, null
  tail call void @llvm.assume(i1 %0)
  %_206.not.i = icmp eq i64 %n, 0
  br i1 %_206.not.i, label %bb2, label %bb14.lr.ph.i

bb14.lr.ph.i:                                     ; preds = %bb1
  %1 = icmp ne ptr %b, null
  tail call void @llvm.assume(i1 %1)
  %xtraiter = and i64 %n, 3
  %2 = icmp ult i64 %n, 4
  br i1 %2, label %bb14.i.epil.preheader, label %bb14.lr.ph.i.new

bb14.lr.ph.i.new:                                 ; preds = %bb14.lr.ph.i
  %unroll_iter = and i64 %n, -4
  br label %bb14.i

bb14.i:                                           ; preds = %bb14.i, %bb14.lr.ph.i.new
  %accum.sroa.0.08.i = phi double [ -0.000000e+00, %bb14.lr.ph.i.new ], [ %_0.i1.i.i.3, %bb14.i ]
  %iter.sroa.0.07.i = phi i64 [ 0, %bb14.lr.ph.i.new ], [ %_24.i.3, %bb14.i ]
  %niter = phi i64 [ 0, %bb14.lr.ph.i.new ], [ %niter.next.3, %bb14.i ]
  %_24.i = or disjoint i64 %iter.sroa.0.07.i, 1
  %_3.i.i.i = getelementptr inbounds nuw double, ptr %a, i64 %iter.sroa.0.07.i
  %_3.i3.i.i = getelementptr inbounds nuw double, ptr %b, i64 %iter.sroa.0.07.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %_5.i.i5.i = load double, ptr %_3.i.i.i, align 8, !alias.scope !13, !noalias !14, !noundef !17
  %_6.i.i.i = load double, ptr %_3.i3.i.i, align 8, !alias.scope !18, !noalias !19, !noundef !17
  %_0.i.i.i = fmul double %_5.i.i5.i, %_6.i.i.i
  %_0.i1.i.i = fadd double %accum.sroa.0.08.i, %_0.i.i.i
  %_24.i.1 = or disjoint i64 %iter.sroa.0.07.i, 2
  %_3.i.i.i.1 = getelementptr inbounds nuw double, ptr %a, i64 %_24.i
  %_3.i3.i.i.1 = getelementptr inbounds nuw double, ptr %b, i64 %_24.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %_5.i.i5.i.1 = load double, ptr %_3.i.i.i.1, align 8, !alias.scope !28, !noalias !29, !noundef !17
  %_6.i.i.i.1 = load double, ptr %_3.i3.i.i.1, align 8, !alias.scope !30, !noalias !31, !noundef !17
  %_0.i.i.i.1 = fmul double %_5.i.i5.i.1, %_6.i.i.i.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %_24.i.2 = or disjoint i64 %iter.sroa.0.07.i, 3
  %_3.i.i.i.2 = getelementptr inbounds nuw double, ptr %a, i64 %_24.i.1
  %_3.i3.i.i.2 = getelementptr inbounds nuw double, ptr %b, i64 %_24.i.1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  %_5.i.i5.i.2 = load double, ptr %_3.i.i.i.2, align 8, !alias.scope !40, !noalias !41, !noundef !17
  %_6.i.i.i.2 = load double, ptr %_3.i3.i.i.2, align 8, !alias.scope !42, !noalias !43, !noundef !17
  %_0.i.i.i.2 = fmul double %_5.i.i5.i.2, %_6.i.i.i.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %_24.i.3 = add nuw i64 %iter.sroa.0.07.i, 4
  %_3.i.i.i.3 = getelementptr inbounds nuw double, ptr %a, i64 %_24.i.2
  %_3.i3.i.i.3 = getelementptr inbounds nuw double, ptr %b, i64 %_24.i.2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  %_5.i.i5.i.3 = load double, ptr %_3.i.i.i.3, align 8, !alias.scope !52, !noalias !53, !noundef !17
  %_6.i.i.i.3 = load double, ptr %_3.i3.i.i.3, align 8, !alias.scope !54, !noalias !55, !noundef !17
  %_0.i.i.i.3 = fmul double %_5.i.i5.i.3, %_6.i.i.i.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %bb2.loopexit.unr-lcssa, label %bb14.i

bb2.loopexit.unr-lcssa:                           ; preds = %bb14.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb2, label %bb14.i.epil.preheader

bb14.i.epil.preheader:                            ; preds = %bb2.loopexit.unr-lcssa, %bb14.lr.ph.i
  %accum.sroa.0.08.i.epil.init = phi double [ -0.000000e+00, %bb14.lr.ph.i ], [ %_0.i1.i.i.3, %bb2.loopexit.unr-lcssa ]
  %iter.sroa.0.07.i.epil.init = phi i64 [ 0, %bb14.lr.ph.i ], [ %_24.i.3, %bb2.loopexit.unr-lcssa ]
  %lcmp.mod2 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod2)
  br label %bb14.i.epil

bb14.i.epil:                                      ; preds = %bb14.i.epil, %bb14.i.epil.preheader
  %accum.sroa.0.08.i.epil = phi double [ %accum.sroa.0.08.i.epil.init, %bb14.i.epil.preheader ], [ %_0.i1.i.i.epil, %bb14.i.epil ]
  %iter.sroa.0.07.i.epil = phi i64 [ %iter.sroa.0.07.i.epil.init, %bb14.i.epil.preheader ], [ %_24.i.epil, %bb14.i.epil ]
  %epil.iter = phi i64 [ 0, %bb14.i.epil.preheader ], [ %epil.iter.next, %bb14.i.epil ]
  %_24.i.epil = add nuw i64 %iter.sroa.0.07.i.epil, 1
  %_3.i.i.i.epil = getelementptr inbounds nuw double, ptr %a, i64 %iter.sroa.0.07.i.epil
  %_3.i3.i.i.epil = getelementptr inbounds nuw double, ptr %b, i64 %iter.sroa.0.07.i.epil
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %_5.i.i5.i.epil = load double, ptr %_3.i.i.i.epil, align 8, !alias.scope !13, !noalias !14, !noundef !17
  %_6.i.i.i.epil = load double, ptr %_3.i3.i.i.epil, align 8, !alias.scope !18, !noalias !19, !noundef !17
  %_0.i.i.i.epil = fmul double %_5.i.i5.i.epil, %_6.i.i.i.epil
  %_0.i1.i.i.epil = fadd double %accum.sroa.0.08.i.epil, %_0.i.i.i.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %bb2, label %bb14.i.epil, !llvm.loop !56

bb2:                                              ; preds = %bb2.loopexit.unr-lcssa, %bb14.i.epil, %bb1
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %bb1 ], [ %_0.i1.i.i.3, %bb2.loopexit.unr-lcssa ], [ %_0.i1.i.i.epil, %bb14.i.epil ]
  ret double %accum.sroa.0.0.lcssa.i
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable
define noundef double @max_abs(ptr noundef readonly captures(address_is_null) %x, i64 noundef %n) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = icmp ne ptr %x, null
  tail call void @llvm.assume(i1 %0)
  %1 = icmp eq i64 %n, 0
  br i1 %1, label %bb1, label %bb8.i.preheader

bb8.i.preheader:                                  ; preds = %start
  %min.iters.check = icmp ult i64 %n, 4
  br i1 %min.iters.check, label %bb8.i.preheader3, label %vector.ph

vector.ph:                                        ; preds = %bb8.i.preheader
  %n.vec = and i64 %n, -4
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x double> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi1 = phi <2 x double> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %2 = getelementptr inbounds nuw double, ptr %x, i64 %index
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %wide.load = load <2 x double>, ptr %2, align 8, !alias.scope !58
  %wide.load2 = load <2 x double>, ptr %3, align 8, !alias.scope !58
  %4 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %wide.load)
  %5 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %wide.load2)
  %6 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi, <2 x double> %4)
  %7 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi1, <2 x double> %5)
  %index.next = add nuw i64 %index, 4
  %8 = fcmp uno <2 x double> %4, %5
  %9 = freeze <2 x i1> %8
  %10 = bitcast <2 x i1> %9 to i2
  %11 = icmp ne i2 %10, 0
  %12 = icmp eq i64 %index.next, %n.vec
  %13 = or i1 %11, %12
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !61

middle.block:                                     ; preds = %vector.body
  %14 = select i1 %11, <2 x double> %vec.phi, <2 x double> %6
  %15 = select i1 %11, <2 x double> %vec.phi1, <2 x double> %7
  %16 = select i1 %11, i64 %index, i64 %n.vec
  %rdx.minmax = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %14, <2 x double> %15)
  %17 = tail call double @llvm.vector.reduce.fmax.v2f64(<2 x double> %rdx.minmax)
  %cmp.n = icmp ne i64 %n, %n.vec
  %.not = or i1 %cmp.n, %11
  br i1 %.not, label %bb8.i.preheader3, label %bb1

bb8.i.preheader3:                                 ; preds = %bb8.i.preheader, %middle.block
  %i.sroa.0.0.i.ph = phi i64 [ 0, %bb8.i.preheader ], [ %16, %middle.block ]
  %acc.sroa.0.0.i.ph = phi double [ 0.000000e+00, %bb8.i.preheader ], [ %17, %middle.block ]
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i.preheader3, %bb8.i
  %i.sroa.0.0.i = phi i64 [ %_27.i, %bb8.i ], [ %i.sroa.0.0.i.ph, %bb8.i.preheader3 ]
  %acc.sroa.0.0.i = phi double [ %19, %bb8.i ], [ %acc.sroa.0.0.i.ph, %bb8.i.preheader3 ]
  %_45.i = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_5.i.i = load double, ptr %_45.i, align 8, !alias.scope !58, !noundef !17
  %18 = tail call double @llvm.fabs.f64(double %_5.i.i)
  %19 = tail call noundef double @llvm.maxnum.f64(double %acc.sroa.0.0.i, double %18)
  %_27.i = add nuw i64 %i.sroa.0.0.i, 1
  %_28.i = icmp eq i64 %_27.i, %n
  br i1 %_28.i, label %bb1, label %bb8.i, !llvm.loop !64

bb1:                                              ; preds = %bb8.i, %middle.block, %start
  %_0.sroa.0.0.i = phi double [ 0.000000e+00, %start ], [ %17, %middle.block ], [ %19, %bb8.i ]
  ret double %_0.sroa.0.0.i
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable
define noundef double @norm2(ptr noundef readonly captures(address_is_null) %x, i64 noundef %n) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = icmp ne ptr %x, null
  tail call void @llvm.assume(i1 %0)
  %1 = icmp eq i64 %n, 0
  br i1 %1, label %bb1, label %bb8.i.preheader

bb8.i.preheader:                                  ; preds = %start
  %xtraiter = and i64 %n, 3
  %2 = icmp ult i64 %n, 4
  br i1 %2, label %bb8.i.epil.preheader, label %bb8.i.preheader.new

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %n, -4
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ]
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i1.i.i.3, %bb8.i ]
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.3, %bb8.i ]
  %_45.i = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_3.i.i.i = load double, ptr %_45.i, align 8, !alias.scope !65, !noundef !17
  %_0.i.i.i = fmul double %_3.i.i.i, %_3.i.i.i
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i
  %3 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %_3.i.i.i.1 = load double, ptr %_45.i.1, align 8, !alias.scope !65, !noundef !17
  %_0.i.i.i.1 = fmul double %_3.i.i.i.1, %_3.i.i.i.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %4 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %_3.i.i.i.2 = load double, ptr %_45.i.2, align 8, !alias.scope !65, !noundef !17
  %_0.i.i.i.2 = fmul double %_3.i.i.i.2, %_3.i.i.i.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %5 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %_3.i.i.i.3 = load double, ptr %_45.i.3, align 8, !alias.scope !65, !noundef !17
  %_0.i.i.i.3 = fmul double %_3.i.i.i.3, %_3.i.i.i.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %_27.i.3 = add nuw i64 %i.sroa.0.0.i, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %bb1.loopexit.unr-lcssa, label %bb8.i

bb1.loopexit.unr-lcssa:                           ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb1.loopexit, label %bb8.i.epil.preheader

bb8.i.epil.preheader:                             ; preds = %bb1.loopexit.unr-lcssa, %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %bb1.loopexit.unr-lcssa ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.3, %bb1.loopexit.unr-lcssa ]
  %lcmp.mod2 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod2)
  br label %bb8.i.epil

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
  %_45.i.epil = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i.epil
  %_3.i.i.i.epil = load double, ptr %_45.i.epil, align 8, !alias.scope !65, !noundef !17
  %_0.i.i.i.epil = fmul double %_3.i.i.i.epil, %_3.i.i.i.epil
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i.epil
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %bb1.loopexit, label %bb8.i.epil, !llvm.loop !70

bb1.loopexit:                                     ; preds = %bb8.i.epil, %bb1.loopexit.unr-lcssa
  %_0.i1.i.i.lcssa = phi double [ %_0.i1.i.i.3, %bb1.loopexit.unr-lcssa ], [ %_0.i1.i.i.epil, %bb8.i.epil ]
  %6 = tail call double @llvm.sqrt.f64(double %_0.i1.i.i.lcssa)
  br label %bb1

bb1:                                              ; preds = %bb1.loopexit, %start
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %start ], [ %6, %bb1.loopexit ]
  ret double %_0.sroa.0.0.i
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable
define void @saxpy(double noundef %a, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %y, i64 noundef %n) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %_132.not = icmp eq i64 %n, 0
  br i1 %_132.not, label %bb4, label %bb2.preheader

bb2.preheader:                                    ; preds = %start
  %min.iters.check = icmp ult i64 %n, 6
  br i1 %min.iters.check, label %bb2.preheader8, label %vector.memcheck

vector.memcheck:                                  ; preds = %bb2.preheader
  %0 = shl i64 %n, 3
  %scevgep = getelementptr i8, ptr %y, i64 %0
  %scevgep4 = getelementptr i8, ptr %x, i64 %0
  %bound0 = icmp ult ptr %y, %scevgep4
  %bound1 = icmp ult ptr %x, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %bb2.preheader8, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, -4
  %broadcast.splatinsert = insertelement <2 x double> poison, double %a, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds nuw double, ptr %x, i64 %index
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %wide.load = load <2 x double>, ptr %1, align 8, !alias.scope !71
  %wide.load5 = load <2 x double>, ptr %2, align 8, !alias.scope !71
  %3 = fmul <2 x double> %broadcast.splat, %wide.load
  %4 = fmul <2 x double> %broadcast.splat, %wide.load5
  %5 = getelementptr inbounds nuw double, ptr %y, i64 %index
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %wide.load6 = load <2 x double>, ptr %5, align 8, !alias.scope !74, !noalias !71
  %wide.load7 = load <2 x double>, ptr %6, align 8, !alias.scope !74, !noalias !71
  %7 = fadd <2 x double> %3, %wide.load6
  %8 = fadd <2 x double> %4, %wide.load7
  store <2 x double> %7, ptr %5, align 8, !alias.scope !74, !noalias !71
  store <2 x double> %8, ptr %6, align 8, !alias.scope !74, !noalias !71
  %index.next = add nuw i64 %index, 4
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !76

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n, %n.vec
  br i1 %cmp.n, label %bb4, label %bb2.preheader8

bb2.preheader8:                                   ; preds = %vector.memcheck, %bb2.preheader, %middle.block
  %iter.sroa.0.03.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %bb2.preheader ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %iter.sroa.0.03.ph, 1
  %xtraiter = and i64 %n, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb2.prol.loopexit, label %bb2.prol

bb2.prol:                                         ; preds = %bb2.preheader8
  %10 = or disjoint i64 %iter.sroa.0.03.ph, 1
  %11 = getelementptr inbounds nuw double, ptr %x, i64 %iter.sroa.0.03.ph
  %_8.prol = load double, ptr %11, align 8, !noundef !17
  %_7.prol = fmul double %a, %_8.prol
  %12 = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.03.ph
  %_10.prol = load double, ptr %12, align 8, !noundef !17
  %13 = fadd double %_7.prol, %_10.prol
  store double %13, ptr %12, align 8
  br label %bb2.prol.loopexit

bb2.prol.loopexit:                                ; preds = %bb2.prol, %bb2.preheader8
  %iter.sroa.0.03.unr = phi i64 [ %iter.sroa.0.03.ph, %bb2.preheader8 ], [ %10, %bb2.prol ]
  %14 = icmp eq i64 %n, %.neg
  br i1 %14, label %bb4, label %bb2

bb4:                                              ; preds = %bb2.prol.loopexit, %bb2, %middle.block, %start
  ret void

bb2:                                              ; preds = %bb2.prol.loopexit, %bb2
  %iter.sroa.0.03 = phi i64 [ %19, %bb2 ], [ %iter.sroa.0.03.unr, %bb2.prol.loopexit ]
  %15 = add nuw i64 %iter.sroa.0.03, 1
  %16 = getelementptr inbounds nuw double, ptr %x, i64 %iter.sroa.0.03
  %_8 = load double, ptr %16, align 8, !noundef !17
  %_7 = fmul double %a, %_8
  %17 = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.03
  %_10 = load double, ptr %17, align 8, !noundef !17
  %18 = fadd double %_7, %_10
  store double %18, ptr %17, align 8
  %19 = add nuw i64 %iter.sroa.0.03, 2
  %20 = getelementptr inbounds nuw double, ptr %x, i64 %15
  %_8.1 = load double, ptr %20, align 8, !noundef !17
  %_7.1 = fmul double %a, %_8.1
  %21 = getelementptr inbounds nuw double, ptr %y, i64 %15
  %_10.1 = load double, ptr %21, align 8, !noundef !17
  %22 = fadd double %_7.1, %_10.1
  store double %22, ptr %21, align 8
  %exitcond.not.1 = icmp eq i64 %19, %n
  br i1 %exitcond.not.1, label %bb4, label %bb2, !llvm.loop !77
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable
define noundef double @sum_sin_x(ptr noundef readonly captures(address) %x, i64 noundef %n) unnamed_addr #1 {
start:
  %0 = icmp ne ptr %x, null
  tail call void @llvm.assume(i1 %0)
  %_13.idx = shl i64 %n, 3
  %_13 = getelementptr inbounds nuw i8, ptr %x, i64 %_13.idx
  %_202 = icmp eq i64 %n, 0
  br i1 %_202, label %bb2, label %bb3.preheader

bb3.preheader:                                    ; preds = %start
  %1 = add i64 %_13.idx, -8
  %2 = lshr exact i64 %1, 3
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 3
  %4 = and i64 %1, 24
  %lcmp.mod.not = icmp eq i64 %4, 24
  br i1 %lcmp.mod.not, label %bb3.prol.loopexit, label %bb3.prol

bb3.prol:                                         ; preds = %bb3.preheader, %bb3.prol
  %s.sroa.0.04.prol = phi double [ %6, %bb3.prol ], [ 0.000000e+00, %bb3.preheader ]
  %iter.sroa.0.03.prol = phi ptr [ %_26.prol, %bb3.prol ], [ %x, %bb3.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %bb3.prol ], [ 0, %bb3.preheader ]
  %_26.prol = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03.prol, i64 8
  %v.prol = load double, ptr %iter.sroa.0.03.prol, align 8, !noundef !17
  %5 = tail call double @llvm.sin.f64(double %v.prol)
  %_6.prol = fmul double %v.prol, %5
  %6 = fadd double %s.sroa.0.04.prol, %_6.prol
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %bb3.prol.loopexit, label %bb3.prol, !llvm.loop !78

bb3.prol.loopexit:                                ; preds = %bb3.prol, %bb3.preheader
  %.lcssa.unr = phi double [ poison, %bb3.preheader ], [ %6, %bb3.prol ]
  %s.sroa.0.04.unr = phi double [ 0.000000e+00, %bb3.preheader ], [ %6, %bb3.prol ]
  %iter.sroa.0.03.unr = phi ptr [ %x, %bb3.preheader ], [ %_26.prol, %bb3.prol ]
  %7 = icmp ult i64 %1, 24
  br i1 %7, label %bb2, label %bb3

bb3:                                              ; preds = %bb3.prol.loopexit, %bb3
  %s.sroa.0.04 = phi double [ %15, %bb3 ], [ %s.sroa.0.04.unr, %bb3.prol.loopexit ]
  %iter.sroa.0.03 = phi ptr [ %_26.3, %bb3 ], [ %iter.sroa.0.03.unr, %bb3.prol.loopexit ]
  %_26 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 8
  %v = load double, ptr %iter.sroa.0.03, align 8, !noundef !17
  %8 = tail call double @llvm.sin.f64(double %v)
  %_6 = fmul double %v, %8
  %9 = fadd double %s.sroa.0.04, %_6
  %_26.1 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 16
  %v.1 = load double, ptr %_26, align 8, !noundef !17
  %10 = tail call double @llvm.sin.f64(double %v.1)
  %_6.1 = fmul double %v.1, %10
  %11 = fadd double %9, %_6.1
  %_26.2 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 24
  %v.2 = load double, ptr %_26.1, align 8, !noundef !17
  %12 = tail call double @llvm.sin.f64(double %v.2)
  %_6.2 = fmul double %v.2, %12
  %13 = fadd double %11, %_6.2
  %_26.3 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 32
  %v.3 = load double, ptr %_26.2, align 8, !noundef !17
  %14 = tail call double @llvm.sin.f64(double %v.3)
  %_6.3 = fmul double %v.3, %14
  %15 = fadd double %13, %_6.3
  %_20.3 = icmp eq ptr %_26.3, %_13
  br i1 %_20.3, label %bb2, label %bb3

bb2:                                              ; preds = %bb3.prol.loopexit, %bb3, %start
  %s.sroa.0.0.lcssa = phi double [ 0.000000e+00, %start ], [ %.lcssa.unr, %bb3.prol.loopexit ], [ %15, %bb3 ]
  ret double %s.sroa.0.0.lcssa
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>) #8

attributes #0 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h703fb99b873cbe9dE: %elt.0"}
!5 = distinct !{!5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h703fb99b873cbe9dE"}
!6 = !{!7}
!7 = distinct !{!7, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h703fb99b873cbe9dE: %elt.1"}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN7kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17hc895dedfc3babb62E: %_2.0"}
!10 = distinct !{!10, !"_ZN7kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17hc895dedfc3babb62E"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"_ZN7kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17hc895dedfc3babb62E: %_2.1"}
!13 = !{!9, !4}
!14 = !{!12, !7, !15}
!15 = distinct !{!15, !16, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hb2de7ae86d65988dE: %self"}
!16 = distinct !{!16, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hb2de7ae86d65988dE"}
!17 = !{}
!18 = !{!12, !7}
!19 = !{!9, !4, !15}
!20 = !{!21}
!21 = distinct !{!21, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h703fb99b873cbe9dE: %elt.0:It1"}
!22 = !{!23}
!23 = distinct !{!23, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h703fb99b873cbe9dE: %elt.1:It1"}
!24 = !{!25}
!25 = distinct !{!25, !10, !"_ZN7kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17hc895dedfc3babb62E: %_2.0:It1"}
!26 = !{!27}
!27 = distinct !{!27, !10, !"_ZN7kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17hc895dedfc3babb62E: %_2.1:It1"}
!28 = !{!25, !21}
!29 = !{!27, !23, !15}
!30 = !{!27, !23}
!31 = !{!25, !21, !15}
!32 = !{!33}
!33 = distinct !{!33, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h703fb99b873cbe9dE: %elt.0:It2"}
!34 = !{!35}
!35 = distinct !{!35, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h703fb99b873cbe9dE: %elt.1:It2"}
!36 = !{!37}
!37 = distinct !{!37, !10, !"_ZN7kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17hc895dedfc3babb62E: %_2.0:It2"}
!38 = !{!39}
!39 = distinct !{!39, !10, !"_ZN7kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17hc895dedfc3babb62E: %_2.1:It2"}
!40 = !{!37, !33}
!41 = !{!39, !35, !15}
!42 = !{!39, !35}
!43 = !{!37, !33, !15}
!44 = !{!45}
!45 = distinct !{!45, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h703fb99b873cbe9dE: %elt.0:It3"}
!46 = !{!47}
!47 = distinct !{!47, !5, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h703fb99b873cbe9dE: %elt.1:It3"}
!48 = !{!49}
!49 = distinct !{!49, !10, !"_ZN7kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17hc895dedfc3babb62E: %_2.0:It3"}
!50 = !{!51}
!51 = distinct !{!51, !10, !"_ZN7kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17hc895dedfc3babb62E: %_2.1:It3"}
!52 = !{!49, !45}
!53 = !{!51, !47, !15}
!54 = !{!51, !47}
!55 = !{!49, !45, !15}
!56 = distinct !{!56, !57}
!57 = !{!"llvm.loop.unroll.disable"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZN7kernels7max_abs28_$u7b$$u7b$closure$u7d$$u7d$17hd3e035e740ad544fE: %v"}
!60 = distinct !{!60, !"_ZN7kernels7max_abs28_$u7b$$u7b$closure$u7d$$u7d$17hd3e035e740ad544fE"}
!61 = distinct !{!61, !62, !63}
!62 = !{!"llvm.loop.isvectorized", i32 1}
!63 = !{!"llvm.loop.unroll.runtime.disable"}
!64 = distinct !{!64, !63, !62}
!65 = !{!66, !68}
!66 = distinct !{!66, !67, !"_ZN7kernels5norm228_$u7b$$u7b$closure$u7d$$u7d$17h53665692e68e5193E: %v"}
!67 = distinct !{!67, !"_ZN7kernels5norm228_$u7b$$u7b$closure$u7d$$u7d$17h53665692e68e5193E"}
!68 = distinct !{!68, !69, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9413aa5189e9511bE: %elt"}
!69 = distinct !{!69, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9413aa5189e9511bE"}
!70 = distinct !{!70, !57}
!71 = !{!72}
!72 = distinct !{!72, !73}
!73 = distinct !{!73, !"LVerDomain"}
!74 = !{!75}
!75 = distinct !{!75, !73}
!76 = distinct !{!76, !62, !63}
!77 = distinct !{!77, !62}
!78 = distinct !{!78, !57}
