; ModuleID = 'stencil.f47fa73e02184351-cgu.0'
source_filename = "stencil.f47fa73e02184351-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Particle = type { double, double, double }

@alloc_a3ccb8b8f4c447015dd67781a9749a14 = private unnamed_addr constant [11 x i8] c"stencil.rs\00", align 1
@alloc_64f22ff59142d4266c1d9c5662cd62cb = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\19\00\00\00\06\00\00\00" }>, align 8
@alloc_e0b5264b9a5469861dd99d808b382d19 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\17\00\00\00\09\00\00\00" }>, align 8

; stencil::smooth
; Function Attrs: mustprogress nofree noinline norecurse nounwind nonlazybind willreturn memory(errnomem: write) uwtable
define internal fastcc noundef double @_ZN7stencil6smooth17h5a6840bc6efd2f86E(double noundef %x) unnamed_addr #0 !dbg !7 {
start:
  %_3 = tail call noundef double @tanh(double noundef %x) #13, !dbg !12
  %_2 = fadd double %_3, 1.000000e+00, !dbg !19
  %_0 = fmul double %_2, 5.000000e-01, !dbg !20
  ret double %_0, !dbg !21
}

; Function Attrs: mustprogress nofree norecurse nounwind nonlazybind willreturn memory(errnomem: write) uwtable
define noundef double @activate(i32 noundef %kind, double noundef %x) unnamed_addr #1 !dbg !22 {
start:
  switch i32 %kind, label %bb6 [
    i32 0, label %bb5
    i32 1, label %bb4
    i32 2, label %bb3
    i32 3, label %bb2
  ], !dbg !23

bb5:                                              ; preds = %start
  br label %bb6, !dbg !24

bb4:                                              ; preds = %start
  %0 = tail call double @llvm.maxnum.f64(double %x, double 0.000000e+00), !dbg !25
  br label %bb6, !dbg !25

bb3:                                              ; preds = %start
  %1 = tail call noundef double @tanh(double noundef %x) #13, !dbg !32
  br label %bb6, !dbg !32

bb2:                                              ; preds = %start
  %_5 = fneg double %x, !dbg !35
  %2 = tail call double @llvm.exp.f64(double %_5), !dbg !36
  %_3 = fadd double %2, 1.000000e+00, !dbg !39
  %3 = fdiv double 1.000000e+00, %_3, !dbg !40
  br label %bb6, !dbg !41

bb6:                                              ; preds = %start, %bb2, %bb3, %bb4, %bb5
  %_0.sroa.0.0 = phi double [ %3, %bb2 ], [ %x, %bb5 ], [ %0, %bb4 ], [ %1, %bb3 ], [ 0x7FF8000000000000, %start ], !dbg !42
  ret double %_0.sroa.0.0, !dbg !43
}

; Function Attrs: nounwind nonlazybind uwtable
define void @heat_step(ptr noundef captures(address) %u, ptr noundef captures(none) %tmp, i64 noundef %n, double noundef %alpha) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !44 {
start:
  %_2.i.i10 = icmp ult i64 %n, 3, !dbg !45
  br i1 %_2.i.i10, label %bb5, label %bb8.preheader, !dbg !45

bb8.preheader:                                    ; preds = %start
  %0 = add i64 %n, -1, !dbg !62
  %1 = add i64 %n, -3
  %umin20 = tail call i64 @llvm.umin.i64(i64 %0, i64 %1), !dbg !62
  %2 = add i64 %umin20, 1, !dbg !62
  %min.iters.check = icmp ult i64 %2, 7, !dbg !62
  br i1 %min.iters.check, label %bb8.preheader27, label %vector.memcheck, !dbg !62

bb8.preheader27:                                  ; preds = %vector.body, %vector.memcheck, %bb8.preheader
  %iter.sroa.0.013.ph = phi ptr [ %u, %vector.memcheck ], [ %u, %bb8.preheader ], [ %9, %vector.body ]
  %iter.sroa.10.011.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %bb8.preheader ], [ %n.vec, %vector.body ]
  br label %bb8, !dbg !62

vector.memcheck:                                  ; preds = %bb8.preheader
  %scevgep = getelementptr i8, ptr %tmp, i64 8, !dbg !62
  %umin = tail call i64 @llvm.umin.i64(i64 %0, i64 %1), !dbg !62
  %3 = shl i64 %umin, 3, !dbg !62
  %4 = getelementptr i8, ptr %tmp, i64 %3, !dbg !62
  %scevgep18 = getelementptr i8, ptr %4, i64 16, !dbg !62
  %5 = getelementptr i8, ptr %u, i64 %3, !dbg !62
  %scevgep19 = getelementptr i8, ptr %5, i64 24, !dbg !62
  %bound0 = icmp ult ptr %scevgep, %scevgep19, !dbg !62
  %bound1 = icmp ult ptr %u, %scevgep18, !dbg !62
  %found.conflict = and i1 %bound0, %bound1, !dbg !62
  br i1 %found.conflict, label %bb8.preheader27, label %vector.ph, !dbg !64

vector.ph:                                        ; preds = %vector.memcheck
  %n.mod.vf = and i64 %2, 3
  %6 = icmp eq i64 %n.mod.vf, 0
  %7 = select i1 %6, i64 4, i64 %n.mod.vf
  %n.vec = sub i64 %2, %7
  %8 = shl i64 %n.vec, 3
  %9 = getelementptr i8, ptr %u, i64 %8
  %broadcast.splatinsert = insertelement <2 x double> poison, double %alpha, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body, !dbg !64

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !64
  %pointer.phi = phi ptr [ %u, %vector.ph ], [ %ptr.ind, %vector.body ]
  %10 = getelementptr inbounds nuw i8, ptr %pointer.phi, i64 8, !dbg !65
  %11 = getelementptr inbounds nuw i8, ptr %pointer.phi, i64 24, !dbg !65
  %wide.load = load <2 x double>, ptr %10, align 8, !dbg !65, !alias.scope !66
  %wide.load21 = load <2 x double>, ptr %11, align 8, !dbg !65, !alias.scope !66
  %12 = getelementptr i8, ptr %pointer.phi, i64 16, !dbg !69
  %wide.load22 = load <2 x double>, ptr %pointer.phi, align 8, !dbg !69, !alias.scope !66
  %wide.load23 = load <2 x double>, ptr %12, align 8, !dbg !69, !alias.scope !66
  %13 = fmul <2 x double> %wide.load, splat (double 2.000000e+00), !dbg !70
  %14 = fmul <2 x double> %wide.load21, splat (double 2.000000e+00), !dbg !70
  %15 = fsub <2 x double> %wide.load22, %13, !dbg !69
  %16 = fsub <2 x double> %wide.load23, %14, !dbg !69
  %17 = getelementptr inbounds nuw i8, ptr %pointer.phi, i64 16, !dbg !71
  %18 = getelementptr inbounds nuw i8, ptr %pointer.phi, i64 32, !dbg !71
  %wide.load24 = load <2 x double>, ptr %17, align 8, !dbg !71, !alias.scope !66
  %wide.load25 = load <2 x double>, ptr %18, align 8, !dbg !71, !alias.scope !66
  %19 = fadd <2 x double> %15, %wide.load24, !dbg !72
  %20 = fadd <2 x double> %16, %wide.load25, !dbg !72
  %21 = fmul <2 x double> %broadcast.splat, %19, !dbg !73
  %22 = fmul <2 x double> %broadcast.splat, %20, !dbg !73
  %23 = getelementptr inbounds nuw double, ptr %tmp, i64 %index, !dbg !62
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 8, !dbg !62
  %25 = fadd <2 x double> %wide.load, %21, !dbg !62
  %26 = fadd <2 x double> %wide.load21, %22, !dbg !62
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 24, !dbg !62
  store <2 x double> %25, ptr %24, align 8, !dbg !62, !alias.scope !74, !noalias !66
  store <2 x double> %26, ptr %27, align 8, !dbg !62, !alias.scope !74, !noalias !66
  %index.next = add nuw i64 %index, 4, !dbg !64
  %ptr.ind = getelementptr i8, ptr %pointer.phi, i64 32
  %28 = icmp eq i64 %index.next, %n.vec, !dbg !45
  br i1 %28, label %bb8.preheader27, label %vector.body, !dbg !45, !llvm.loop !76

terminate:                                        ; preds = %panic3, %bb11
  %29 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #14, !dbg !79
  unreachable, !dbg !79

bb5:                                              ; preds = %bb9, %start
  %or.cond = icmp ult i64 %n, 2, !dbg !80
  br i1 %or.cond, label %bb11, label %bb13, !dbg !80, !prof !94

bb11:                                             ; preds = %bb5
  %_30 = add nsw i64 %n, -1, !dbg !95
; invoke core::slice::index::slice_index_fail
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef 1, i64 noundef %_30, i64 noundef %n, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_64f22ff59142d4266c1d9c5662cd62cb) #15
          to label %unreachable unwind label %terminate, !dbg !96

bb13:                                             ; preds = %bb5
  %_41 = getelementptr inbounds nuw i8, ptr %u, i64 8, !dbg !97
  %_45 = getelementptr inbounds nuw i8, ptr %tmp, i64 8, !dbg !101
  %_39 = shl i64 %n, 3, !dbg !110
  %30 = add i64 %_39, -16, !dbg !110
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %_41, ptr nonnull readonly align 8 %_45, i64 %30, i1 false), !dbg !110, !alias.scope !121
  ret void, !dbg !125

unreachable:                                      ; preds = %panic3, %bb11
  unreachable

bb8:                                              ; preds = %bb8.preheader27, %bb9
  %iter.sroa.0.013 = phi ptr [ %32, %bb9 ], [ %iter.sroa.0.013.ph, %bb8.preheader27 ]
  %iter.sroa.10.011 = phi i64 [ %_26, %bb9 ], [ %iter.sroa.10.011.ph, %bb8.preheader27 ]
  %31 = icmp ne ptr %iter.sroa.0.013, null
  tail call void @llvm.assume(i1 %31)
  %_26 = add nuw i64 %iter.sroa.10.011, 1, !dbg !64
  %exitcond.not = icmp eq i64 %iter.sroa.10.011, %0, !dbg !62
  br i1 %exitcond.not, label %panic3, label %bb9, !dbg !62

bb9:                                              ; preds = %bb8
  %32 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.013, i64 8, !dbg !65
  %_15 = load double, ptr %32, align 8, !dbg !65, !noundef !11
  %_21 = load double, ptr %iter.sroa.0.013, align 8, !dbg !69, !noundef !11
  %_23 = fmul double %_15, 2.000000e+00, !dbg !70
  %_20 = fsub double %_21, %_23, !dbg !69
  %33 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.013, i64 16, !dbg !71
  %_24 = load double, ptr %33, align 8, !dbg !71, !noundef !11
  %_19 = fadd double %_20, %_24, !dbg !72
  %_18 = fmul double %alpha, %_19, !dbg !73
  %34 = getelementptr inbounds nuw double, ptr %tmp, i64 %_26, !dbg !62
  %35 = fadd double %_15, %_18, !dbg !62
  store double %35, ptr %34, align 8, !dbg !62
  %exitcond15 = icmp eq i64 %iter.sroa.10.011, %1, !dbg !45
  br i1 %exitcond15, label %bb5, label %bb8, !dbg !45, !llvm.loop !126

panic3:                                           ; preds = %bb8
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_26, i64 noundef %n, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_e0b5264b9a5469861dd99d808b382d19) #15
          to label %unreachable unwind label %terminate, !dbg !62
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable
define noundef double @kinetic_energy(ptr noundef readonly captures(address_is_null) %p, i64 noundef %n) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !127 {
start:
  %0 = icmp ne ptr %p, null, !dbg !128
  tail call void @llvm.assume(i1 %0), !dbg !128
  %1 = icmp eq i64 %n, 0, !dbg !142
  br i1 %1, label %bb1, label %bb8.i.preheader, !dbg !168

bb8.i.preheader:                                  ; preds = %start
  %xtraiter = and i64 %n, 1, !dbg !169
  %2 = icmp eq i64 %n, 1, !dbg !169
  br i1 %2, label %bb8.i.epil.preheader, label %bb8.i.preheader.new, !dbg !169

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %n, -2, !dbg !169
  br label %bb8.i, !dbg !169

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.1, %bb8.i ], !dbg !173
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i1.i.i.1, %bb8.i ], !dbg !174
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.1, %bb8.i ]
  %_45.i = getelementptr inbounds nuw %Particle, ptr %p, i64 %i.sroa.0.0.i, !dbg !175
  %3 = getelementptr inbounds nuw i8, ptr %_45.i, i64 16, !dbg !178
  %_5.i.i.i = load double, ptr %3, align 8, !dbg !178, !alias.scope !185, !noundef !11
  %_4.i.i.i = fmul double %_5.i.i.i, 5.000000e-01, !dbg !190
  %4 = getelementptr inbounds nuw i8, ptr %_45.i, i64 8, !dbg !191
  %_6.i.i.i = load double, ptr %4, align 8, !dbg !191, !alias.scope !185, !noundef !11
  %_3.i.i.i = fmul double %_4.i.i.i, %_6.i.i.i, !dbg !190
  %_0.i.i.i = fmul double %_6.i.i.i, %_3.i.i.i, !dbg !190
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i, !dbg !192
  %5 = getelementptr inbounds nuw %Particle, ptr %p, i64 %i.sroa.0.0.i, !dbg !175
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 40, !dbg !178
  %_5.i.i.i.1 = load double, ptr %6, align 8, !dbg !178, !alias.scope !185, !noundef !11
  %_4.i.i.i.1 = fmul double %_5.i.i.i.1, 5.000000e-01, !dbg !190
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 32, !dbg !191
  %_6.i.i.i.1 = load double, ptr %7, align 8, !dbg !191, !alias.scope !185, !noundef !11
  %_3.i.i.i.1 = fmul double %_4.i.i.i.1, %_6.i.i.i.1, !dbg !190
  %_0.i.i.i.1 = fmul double %_6.i.i.i.1, %_3.i.i.i.1, !dbg !190
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1, !dbg !192
  %_27.i.1 = add nuw i64 %i.sroa.0.0.i, 2, !dbg !196
  %niter.next.1 = add i64 %niter, 2, !dbg !169
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !169
  br i1 %niter.ncmp.1, label %bb1.loopexit.unr-lcssa, label %bb8.i, !dbg !169

bb1.loopexit.unr-lcssa:                           ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !169
  br i1 %lcmp.mod.not, label %bb1, label %bb8.i.epil.preheader, !dbg !169

bb8.i.epil.preheader:                             ; preds = %bb1.loopexit.unr-lcssa, %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.1, %bb1.loopexit.unr-lcssa ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.1, %bb1.loopexit.unr-lcssa ]
  %lcmp.mod2 = icmp ne i64 %xtraiter, 0, !dbg !169
  tail call void @llvm.assume(i1 %lcmp.mod2), !dbg !169
  %_45.i.epil = getelementptr inbounds nuw %Particle, ptr %p, i64 %i.sroa.0.0.i.epil.init, !dbg !175
  %8 = getelementptr inbounds nuw i8, ptr %_45.i.epil, i64 16, !dbg !178
  %_5.i.i.i.epil = load double, ptr %8, align 8, !dbg !178, !alias.scope !185, !noundef !11
  %_4.i.i.i.epil = fmul double %_5.i.i.i.epil, 5.000000e-01, !dbg !190
  %9 = getelementptr inbounds nuw i8, ptr %_45.i.epil, i64 8, !dbg !191
  %_6.i.i.i.epil = load double, ptr %9, align 8, !dbg !191, !alias.scope !185, !noundef !11
  %_3.i.i.i.epil = fmul double %_4.i.i.i.epil, %_6.i.i.i.epil, !dbg !190
  %_0.i.i.i.epil = fmul double %_6.i.i.i.epil, %_3.i.i.i.epil, !dbg !190
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil.init, %_0.i.i.i.epil, !dbg !192
  br label %bb1, !dbg !199

bb1:                                              ; preds = %bb8.i.epil.preheader, %bb1.loopexit.unr-lcssa, %start
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %start ], [ %_0.i1.i.i.1, %bb1.loopexit.unr-lcssa ], [ %_0.i1.i.i.epil, %bb8.i.epil.preheader ], !dbg !174
  ret double %_0.sroa.0.0.i, !dbg !199
}

; Function Attrs: mustprogress nofree norecurse nounwind nonlazybind willreturn memory(errnomem: write) uwtable
define noundef double @mixed_math(double noundef %x, double noundef %y) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !200 {
start:
  %r = tail call noundef double @hypot(double noundef %x, double noundef %y) #13, !dbg !201
  %_13 = tail call noundef double @atan2(double noundef %y, double noundef %x) #13, !dbg !204
; call stencil::smooth
  %_17 = tail call fastcc noundef double @_ZN7stencil6smooth17h5a6840bc6efd2f86E(double noundef %y), !dbg !208
  %0 = tail call double @llvm.pow.f64(double %r, double 1.500000e+00), !dbg !209
  %1 = tail call double @llvm.cos.f64(double %x), !dbg !212
  %_6 = fmul double %1, %0, !dbg !215
  %2 = tail call double @llvm.fabs.f64(double %y), !dbg !216
  %_11 = fadd double %2, 1.000000e+00, !dbg !219
  %3 = tail call double @llvm.log.f64(double %_11), !dbg !220
  %_9 = fmul double %3, %_13, !dbg !219
  %_5 = fadd double %_6, %_9, !dbg !215
  %_16 = fneg double %x, !dbg !223
  %_15 = fmul double %x, %_16, !dbg !224
  %4 = tail call double @llvm.exp.f64(double %_15), !dbg !225
  %_4 = fadd double %4, %_5, !dbg !215
  %_0 = fadd double %_17, %_4, !dbg !215
  ret double %_0, !dbg !228
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable
define noundef double @piecewise(double noundef %x) unnamed_addr #4 !dbg !229 {
start:
  %_2 = fcmp olt double %x, -1.000000e+00, !dbg !230
  br i1 %_2, label %bb6, label %bb2, !dbg !230

bb2:                                              ; preds = %start
  %_3 = fcmp olt double %x, 1.000000e+00, !dbg !231
  br i1 %_3, label %bb3, label %bb4, !dbg !231

bb4:                                              ; preds = %bb2
  %0 = tail call double @llvm.sqrt.f64(double %x), !dbg !232
  br label %bb6, !dbg !232

bb3:                                              ; preds = %bb2
  %_4 = fmul double %x, %x, !dbg !238
  %1 = fmul double %x, %_4, !dbg !238
  br label %bb6, !dbg !239

bb6:                                              ; preds = %start, %bb4, %bb3
  %_0.sroa.0.0 = phi double [ %0, %bb4 ], [ %1, %bb3 ], [ -1.000000e+00, %start ], !dbg !240
  ret double %_0.sroa.0.0, !dbg !241
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable
declare noundef double @tanh(double noundef) unnamed_addr #7

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #9

; core::panicking::panic_cannot_unwind
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() unnamed_addr #10

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable
declare noundef double @hypot(double noundef, double noundef) unnamed_addr #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable
declare noundef double @atan2(double noundef, double noundef) unnamed_addr #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #12

attributes #0 = { mustprogress nofree noinline norecurse nounwind nonlazybind willreturn memory(errnomem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nofree norecurse nounwind nonlazybind willreturn memory(errnomem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #12 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { cold noreturn nounwind }
attributes #15 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "stencil.rs/@/stencil.f47fa73e02184351-cgu.0", directory: "corpus_src/rust")
!7 = distinct !DISubprogram(name: "smooth", linkageName: "_ZN7stencil6smooth17h5a6840bc6efd2f86E", scope: !9, file: !8, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!8 = !DIFile(filename: "stencil.rs", directory: "corpus_src/rust", checksumkind: CSK_MD5, checksum: "6fdaf8ca3d6d3331843e9c902e671607")
!9 = !DINamespace(name: "stencil", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 1068, column: 9, scope: !13, inlinedAt: !18)
!13 = distinct !DISubprogram(name: "tanh", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d4tanh", scope: !15, file: !14, line: 1067, type: !10, scopeLine: 1067, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!14 = !DIFile(filename: "library/std/src/num/f64.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "25b2a0d69a7ff90f22cee9f25d3729c1")
!15 = !DINamespace(name: "{impl#0}", scope: !16)
!16 = !DINamespace(name: "f64", scope: !17)
!17 = !DINamespace(name: "std", scope: null)
!18 = !DILocation(line: 15, column: 20, scope: !7)
!19 = !DILocation(line: 15, column: 11, scope: !7)
!20 = !DILocation(line: 15, column: 5, scope: !7)
!21 = !DILocation(line: 16, column: 2, scope: !7)
!22 = distinct !DISubprogram(name: "activate", scope: !9, file: !8, line: 52, type: !10, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!23 = !DILocation(line: 53, column: 5, scope: !22)
!24 = !DILocation(line: 54, column: 14, scope: !22)
!25 = !DILocation(line: 1010, column: 9, scope: !26, inlinedAt: !31)
!26 = distinct !DISubprogram(name: "max", linkageName: "_RNvMNtCsgEmfK2I1SDS_4core3f64d3max", scope: !28, file: !27, line: 1009, type: !10, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!27 = !DIFile(filename: "library/core/src/num/f64.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "cbb76cb498122bc6efb17630e39a4d29")
!28 = !DINamespace(name: "{impl#0}", scope: !29)
!29 = !DINamespace(name: "f64", scope: !30)
!30 = !DINamespace(name: "core", scope: null)
!31 = !DILocation(line: 55, column: 16, scope: !22)
!32 = !DILocation(line: 1068, column: 9, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "tanh", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d4tanh", scope: !15, file: !14, line: 1067, type: !10, scopeLine: 1067, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!34 = !DILocation(line: 56, column: 16, scope: !22)
!35 = !DILocation(line: 57, column: 27, scope: !22)
!36 = !DILocation(line: 412, column: 9, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "exp", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d3exp", scope: !15, file: !14, line: 411, type: !10, scopeLine: 411, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!38 = !DILocation(line: 57, column: 32, scope: !22)
!39 = !DILocation(line: 57, column: 20, scope: !22)
!40 = !DILocation(line: 57, column: 14, scope: !22)
!41 = !DILocation(line: 57, column: 37, scope: !22)
!42 = !DILocation(line: 0, scope: !22)
!43 = !DILocation(line: 60, column: 2, scope: !22)
!44 = distinct !DISubprogram(name: "heat_step", scope: !9, file: !8, line: 19, type: !10, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!45 = !DILocation(line: 1357, column: 12, scope: !46, inlinedAt: !51)
!46 = distinct !DISubprogram(name: "next<f64>", linkageName: "_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hcb0255bcf2acf325E", scope: !48, file: !47, line: 1356, type: !10, scopeLine: 1356, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!47 = !DIFile(filename: "library/core/src/slice/iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f33ab2e22fe09095bf73c41c52bd166c")
!48 = !DINamespace(name: "{impl#62}", scope: !49)
!49 = !DINamespace(name: "iter", scope: !50)
!50 = !DINamespace(name: "slice", scope: !30)
!51 = distinct !DILocation(line: 80, column: 27, scope: !52, inlinedAt: !58)
!52 = distinct !DISubprogram(name: "next<core::slice::iter::Windows<f64>>", linkageName: "_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hd1591bbab702432cE", scope: !54, file: !53, line: 79, type: !10, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!53 = !DIFile(filename: "library/core/src/iter/adapters/enumerate.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "be8a5e8de3bc6e50de6cd50459716008")
!54 = !DINamespace(name: "{impl#1}", scope: !55)
!55 = !DINamespace(name: "enumerate", scope: !56)
!56 = !DINamespace(name: "adapters", scope: !57)
!57 = !DINamespace(name: "iter", scope: !30)
!58 = distinct !DILocation(line: 22, column: 19, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !8, line: 22, column: 5)
!60 = distinct !DILexicalBlock(scope: !61, file: !8, line: 21, column: 5)
!61 = distinct !DILexicalBlock(scope: !44, file: !8, line: 20, column: 5)
!62 = !DILocation(line: 23, column: 9, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !8, line: 22, column: 5)
!64 = !DILocation(line: 23, column: 13, scope: !63)
!65 = !DILocation(line: 23, column: 22, scope: !63)
!66 = !{!67}
!67 = distinct !{!67, !68}
!68 = distinct !{!68, !"LVerDomain"}
!69 = !DILocation(line: 23, column: 38, scope: !63)
!70 = !DILocation(line: 23, column: 45, scope: !63)
!71 = !DILocation(line: 23, column: 58, scope: !63)
!72 = !DILocation(line: 23, column: 37, scope: !63)
!73 = !DILocation(line: 23, column: 29, scope: !63)
!74 = !{!75}
!75 = distinct !{!75, !68}
!76 = distinct !{!76, !77, !78}
!77 = !{!"llvm.loop.isvectorized", i32 1}
!78 = !{!"llvm.loop.unroll.runtime.disable"}
!79 = !DILocation(line: 19, column: 1, scope: !44)
!80 = !DILocation(line: 923, column: 16, scope: !81, inlinedAt: !85)
!81 = distinct !DISubprogram(name: "checked_sub", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_sub", scope: !83, file: !82, line: 917, type: !10, scopeLine: 917, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!82 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!83 = !DINamespace(name: "{impl#11}", scope: !84)
!84 = !DINamespace(name: "num", scope: !30)
!85 = !DILocation(line: 450, column: 32, scope: !86, inlinedAt: !90)
!86 = distinct !DISubprogram(name: "index_mut<f64>", linkageName: "_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$9index_mut17h3fcd90c54a8b56d9E", scope: !88, file: !87, line: 448, type: !10, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!87 = !DIFile(filename: "library/core/src/slice/index.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "35f1d9855ef780cd44773269ad8900cd")
!88 = !DINamespace(name: "{impl#4}", scope: !89)
!89 = !DINamespace(name: "index", scope: !50)
!90 = !DILocation(line: 31, column: 15, scope: !91, inlinedAt: !93)
!91 = distinct !DISubprogram(name: "index_mut<f64, core::ops::range::Range<usize>>", linkageName: "_ZN4core5slice5index77_$LT$impl$u20$core..ops..index..IndexMut$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$9index_mut17hb4e9d154af9a2e62E", scope: !92, file: !87, line: 30, type: !10, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!92 = !DINamespace(name: "{impl#1}", scope: !89)
!93 = !DILocation(line: 25, column: 6, scope: !60)
!94 = !{!"branch_weights", i32 4001, i32 4000000}
!95 = !DILocation(line: 25, column: 10, scope: !60)
!96 = !DILocation(line: 456, column: 13, scope: !86, inlinedAt: !90)
!97 = !DILocation(line: 101, column: 24, scope: !98, inlinedAt: !100)
!98 = distinct !DILexicalBlock(scope: !99, file: !87, line: 99, column: 5)
!99 = distinct !DISubprogram(name: "get_offset_len_mut_noubcheck<f64>", linkageName: "_ZN4core5slice5index28get_offset_len_mut_noubcheck17h9c1124a293ffe758E", scope: !89, file: !87, line: 94, type: !10, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!100 = !DILocation(line: 454, column: 28, scope: !86, inlinedAt: !90)
!101 = !DILocation(line: 89, column: 24, scope: !102, inlinedAt: !104)
!102 = distinct !DILexicalBlock(scope: !103, file: !87, line: 87, column: 5)
!103 = distinct !DISubprogram(name: "get_offset_len_noubcheck<f64>", linkageName: "_ZN4core5slice5index24get_offset_len_noubcheck17hbc11d3257a4c4920E", scope: !89, file: !87, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!104 = !DILocation(line: 441, column: 24, scope: !105, inlinedAt: !106)
!105 = distinct !DISubprogram(name: "index<f64>", linkageName: "_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h647f19dbdd2eed36E", scope: !88, file: !87, line: 435, type: !10, scopeLine: 435, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!106 = !DILocation(line: 19, column: 15, scope: !107, inlinedAt: !109)
!107 = distinct !DISubprogram(name: "index<f64, core::ops::range::Range<usize>>", linkageName: "_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17hae679d1b3e71ba28E", scope: !108, file: !87, line: 18, type: !10, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!108 = !DINamespace(name: "{impl#0}", scope: !89)
!109 = !DILocation(line: 25, column: 37, scope: !60)
!110 = !DILocation(line: 547, column: 14, scope: !111, inlinedAt: !114)
!111 = distinct !DISubprogram(name: "copy_nonoverlapping<f64>", linkageName: "_ZN4core3ptr19copy_nonoverlapping17h669608d2bbad2d03E", scope: !113, file: !112, line: 526, type: !10, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!112 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!113 = !DINamespace(name: "ptr", scope: !30)
!114 = distinct !DILocation(line: 5579, column: 9, scope: !115, inlinedAt: !117)
!115 = distinct !DISubprogram(name: "copy_from_slice_impl<f64>", linkageName: "_ZN4core5slice20copy_from_slice_impl17h7dad474b5df79d3aE", scope: !50, file: !116, line: 5556, type: !10, scopeLine: 5556, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!116 = !DIFile(filename: "library/core/src/slice/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b606e5d97bff599edd0dcbc6067a14f1")
!117 = distinct !DILocation(line: 4325, column: 18, scope: !118, inlinedAt: !120)
!118 = distinct !DISubprogram(name: "copy_from_slice<f64>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$15copy_from_slice17h5e108a413bbf65e4E", scope: !119, file: !116, line: 4320, type: !10, scopeLine: 4320, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!119 = !DINamespace(name: "{impl#0}", scope: !50)
!120 = !DILocation(line: 25, column: 17, scope: !60)
!121 = !{!122, !124}
!122 = distinct !{!122, !123, !"_ZN4core5slice20copy_from_slice_impl17h7dad474b5df79d3aE: %dest.0"}
!123 = distinct !{!123, !"_ZN4core5slice20copy_from_slice_impl17h7dad474b5df79d3aE"}
!124 = distinct !{!124, !123, !"_ZN4core5slice20copy_from_slice_impl17h7dad474b5df79d3aE: %src.0"}
!125 = !DILocation(line: 26, column: 2, scope: !44)
!126 = distinct !{!126, !77}
!127 = distinct !DISubprogram(name: "kinetic_energy", scope: !9, file: !8, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!128 = !DILocation(line: 407, column: 18, scope: !129, inlinedAt: !133)
!129 = distinct !DISubprogram(name: "as_ptr<stencil::Particle>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ptr17hfbd1954346a2a3ddE", scope: !131, file: !130, line: 401, type: !10, scopeLine: 401, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!130 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!131 = !DINamespace(name: "NonNull", scope: !132)
!132 = !DINamespace(name: "non_null", scope: !113)
!133 = !DILocation(line: 102, column: 69, scope: !134, inlinedAt: !138)
!134 = distinct !DILexicalBlock(scope: !135, file: !47, line: 98, column: 9)
!135 = distinct !DILexicalBlock(scope: !136, file: !47, line: 97, column: 9)
!136 = distinct !DISubprogram(name: "new<stencil::Particle>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h32afe52d4edcbca8E", scope: !137, file: !47, line: 96, type: !10, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!137 = !DINamespace(name: "Iter", scope: !49)
!138 = !DILocation(line: 1041, column: 9, scope: !139, inlinedAt: !140)
!139 = distinct !DISubprogram(name: "iter<stencil::Particle>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h13e1639af1ca789dE", scope: !119, file: !116, line: 1040, type: !10, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!140 = !DILocation(line: 48, column: 7, scope: !141)
!141 = distinct !DILexicalBlock(scope: !127, file: !8, line: 47, column: 5)
!142 = !DILocation(line: 1720, column: 9, scope: !143, inlinedAt: !145)
!143 = distinct !DISubprogram(name: "eq<stencil::Particle>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17hfb3684edfe6a280dE", scope: !144, file: !130, line: 1719, type: !10, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!144 = !DINamespace(name: "{impl#16}", scope: !132)
!145 = distinct !DILocation(line: 44, column: 20, scope: !146, inlinedAt: !151)
!146 = distinct !DILexicalBlock(scope: !148, file: !147, line: 33, column: 13)
!147 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!148 = distinct !DILexicalBlock(scope: !149, file: !147, line: 25, column: 86)
!149 = distinct !DISubprogram(name: "fold<stencil::Particle, f64, core::iter::adapters::map::map_fold::{closure_env#0}<&stencil::Particle, f64, f64, stencil::kinetic_energy::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha3783575a30cb78fE", scope: !150, file: !147, line: 259, type: !10, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!150 = !DINamespace(name: "{impl#171}", scope: !49)
!151 = distinct !DILocation(line: 128, column: 19, scope: !152, inlinedAt: !156)
!152 = distinct !DISubprogram(name: "fold<f64, core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hae06e11d5458702cE", scope: !154, file: !153, line: 124, type: !10, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!153 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!154 = !DINamespace(name: "{impl#2}", scope: !155)
!155 = !DINamespace(name: "map", scope: !56)
!156 = !DILocation(line: 161, column: 22, scope: !157, inlinedAt: !162)
!157 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hf2628cc154e05156E", scope: !159, file: !158, line: 160, type: !10, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!158 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!159 = !DINamespace(name: "{impl#132}", scope: !160)
!160 = !DINamespace(name: "accum", scope: !161)
!161 = !DINamespace(name: "traits", scope: !57)
!162 = !DILocation(line: 3658, column: 9, scope: !163, inlinedAt: !167)
!163 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h1a78c5129e829cb6E", scope: !165, file: !164, line: 3653, type: !10, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!164 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!165 = !DINamespace(name: "Iterator", scope: !166)
!166 = !DINamespace(name: "iterator", scope: !161)
!167 = !DILocation(line: 48, column: 45, scope: !141)
!168 = !DILocation(line: 25, column: 86, scope: !148, inlinedAt: !151)
!169 = !DILocation(line: 284, column: 24, scope: !170, inlinedAt: !151)
!170 = distinct !DILexicalBlock(scope: !171, file: !147, line: 275, column: 17)
!171 = distinct !DILexicalBlock(scope: !172, file: !147, line: 274, column: 17)
!172 = distinct !DILexicalBlock(scope: !149, file: !147, line: 273, column: 17)
!173 = !DILocation(line: 0, scope: !172, inlinedAt: !151)
!174 = !DILocation(line: 0, scope: !149, inlinedAt: !151)
!175 = !DILocation(line: 659, column: 28, scope: !176, inlinedAt: !177)
!176 = distinct !DISubprogram(name: "add<stencil::Particle>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h81099675e4ea01c7E", scope: !131, file: !130, line: 651, type: !10, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!177 = distinct !DILocation(line: 279, column: 67, scope: !170, inlinedAt: !151)
!178 = !DILocation(line: 48, column: 28, scope: !179, inlinedAt: !181)
!179 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN7stencil14kinetic_energy28_$u7b$$u7b$closure$u7d$$u7d$17hd5e0b6168e1268b9E", scope: !180, file: !8, line: 48, type: !10, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!180 = !DINamespace(name: "kinetic_energy", scope: !9)
!181 = distinct !DILocation(line: 88, column: 28, scope: !182, inlinedAt: !184)
!182 = distinct !DISubprogram(name: "{closure#0}<&stencil::Particle, f64, f64, stencil::kinetic_energy::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h289e8139eec0e54cE", scope: !183, file: !153, line: 88, type: !10, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!183 = !DINamespace(name: "map_fold", scope: !155)
!184 = distinct !DILocation(line: 279, column: 27, scope: !170, inlinedAt: !151)
!185 = !{!186, !188}
!186 = distinct !{!186, !187, !"_ZN7stencil14kinetic_energy28_$u7b$$u7b$closure$u7d$$u7d$17hd5e0b6168e1268b9E: %q"}
!187 = distinct !{!187, !"_ZN7stencil14kinetic_energy28_$u7b$$u7b$closure$u7d$$u7d$17hd5e0b6168e1268b9E"}
!188 = distinct !{!188, !189, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h289e8139eec0e54cE: %elt"}
!189 = distinct !{!189, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h289e8139eec0e54cE"}
!190 = !DILocation(line: 48, column: 22, scope: !179, inlinedAt: !181)
!191 = !DILocation(line: 48, column: 34, scope: !179, inlinedAt: !181)
!192 = !DILocation(line: 164, column: 28, scope: !193, inlinedAt: !195)
!193 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h45894932d1f56746E", scope: !194, file: !158, line: 164, type: !10, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!194 = !DINamespace(name: "sum", scope: !159)
!195 = distinct !DILocation(line: 88, column: 21, scope: !182, inlinedAt: !184)
!196 = !DILocation(line: 844, column: 17, scope: !197, inlinedAt: !198)
!197 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !83, file: !82, line: 832, type: !10, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!198 = distinct !DILocation(line: 283, column: 36, scope: !170, inlinedAt: !151)
!199 = !DILocation(line: 49, column: 2, scope: !127)
!200 = distinct !DISubprogram(name: "mixed_math", scope: !9, file: !8, line: 29, type: !10, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!201 = !DILocation(line: 676, column: 9, scope: !202, inlinedAt: !203)
!202 = distinct !DISubprogram(name: "hypot", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d5hypot", scope: !15, file: !14, line: 675, type: !10, scopeLine: 675, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!203 = !DILocation(line: 30, column: 15, scope: !200)
!204 = !DILocation(line: 881, column: 9, scope: !205, inlinedAt: !206)
!205 = distinct !DISubprogram(name: "atan2", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d5atan2", scope: !15, file: !14, line: 880, type: !10, scopeLine: 880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!206 = !DILocation(line: 31, column: 54, scope: !207)
!207 = distinct !DILexicalBlock(scope: !200, file: !8, line: 30, column: 5)
!208 = !DILocation(line: 31, column: 82, scope: !207)
!209 = !DILocation(line: 355, column: 9, scope: !210, inlinedAt: !211)
!210 = distinct !DISubprogram(name: "powf", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d4powf", scope: !15, file: !14, line: 354, type: !10, scopeLine: 354, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!211 = !DILocation(line: 31, column: 7, scope: !207)
!212 = !DILocation(line: 724, column: 9, scope: !213, inlinedAt: !214)
!213 = distinct !DISubprogram(name: "cos", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d3cos", scope: !15, file: !14, line: 723, type: !10, scopeLine: 723, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!214 = !DILocation(line: 31, column: 21, scope: !207)
!215 = !DILocation(line: 31, column: 5, scope: !207)
!216 = !DILocation(line: 1568, column: 9, scope: !217, inlinedAt: !218)
!217 = distinct !DISubprogram(name: "abs", linkageName: "_RNvMNtCsgEmfK2I1SDS_4core3f64d3abs", scope: !28, file: !27, line: 1567, type: !10, scopeLine: 1567, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!218 = !DILocation(line: 31, column: 38, scope: !207)
!219 = !DILocation(line: 31, column: 29, scope: !207)
!220 = !DILocation(line: 472, column: 9, scope: !221, inlinedAt: !222)
!221 = distinct !DISubprogram(name: "ln", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d2ln", scope: !15, file: !14, line: 471, type: !10, scopeLine: 471, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!222 = !DILocation(line: 31, column: 45, scope: !207)
!223 = !DILocation(line: 31, column: 66, scope: !207)
!224 = !DILocation(line: 31, column: 65, scope: !207)
!225 = !DILocation(line: 412, column: 9, scope: !226, inlinedAt: !227)
!226 = distinct !DISubprogram(name: "exp", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d3exp", scope: !15, file: !14, line: 411, type: !10, scopeLine: 411, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!227 = !DILocation(line: 31, column: 74, scope: !207)
!228 = !DILocation(line: 32, column: 2, scope: !200)
!229 = distinct !DISubprogram(name: "piecewise", scope: !9, file: !8, line: 35, type: !10, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!230 = !DILocation(line: 36, column: 8, scope: !229)
!231 = !DILocation(line: 38, column: 15, scope: !229)
!232 = !DILocation(line: 2039, column: 9, scope: !233, inlinedAt: !235)
!233 = distinct !DISubprogram(name: "sqrt", linkageName: "_RNvNtNtCsgEmfK2I1SDS_4core3f644math4sqrt", scope: !234, file: !27, line: 2038, type: !10, scopeLine: 2038, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!234 = !DINamespace(name: "math", scope: !29)
!235 = !DILocation(line: 385, column: 9, scope: !236, inlinedAt: !237)
!236 = distinct !DISubprogram(name: "sqrt", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d4sqrt", scope: !15, file: !14, line: 384, type: !10, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !11)
!237 = !DILocation(line: 41, column: 11, scope: !229)
!238 = !DILocation(line: 39, column: 9, scope: !229)
!239 = !DILocation(line: 38, column: 12, scope: !229)
!240 = !DILocation(line: 0, scope: !229)
!241 = !DILocation(line: 43, column: 2, scope: !229)
