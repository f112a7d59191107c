; ModuleID = 'rust_mpi.47973ff6b0f536a4-cgu.0'
source_filename = "rust_mpi.47973ff6b0f536a4-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@RSMPI_DOUBLE = external local_unnamed_addr global i32
@RSMPI_COMM_WORLD = external local_unnamed_addr global i32
@alloc_83d187fbb15c2050f0e69f8411943686 = private unnamed_addr constant [12 x i8] c"rust_mpi.rs\00", align 1
@alloc_c70f32ba9fb8c8e334ef8b77fbb8d459 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\004\00\00\008\00\00\00" }>, align 8
@RSMPI_SUM = external local_unnamed_addr global i32
@RSMPI_MAX = external local_unnamed_addr global i32

; rust_mpi::all_reduce_into
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN8rust_mpi15all_reduce_into17h0e4f15949deaa20dE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %local.0, ptr noalias noundef nonnull align 8 %global.0, i32 noundef %op) unnamed_addr #0 {
start:
  %_9 = load i32, ptr @RSMPI_DOUBLE, align 4, !noundef !3
  %_11 = load i32, ptr @RSMPI_COMM_WORLD, align 4, !noundef !3
  %_4 = tail call noundef i32 @MPI_Allreduce(ptr noundef nonnull %local.0, ptr noundef nonnull %global.0, i32 noundef 1, i32 noundef %_9, i32 noundef %op, i32 noundef %_11) #7
  ret void
}

; Function Attrs: nounwind nonlazybind uwtable
define noundef double @norm_allreduce(ptr noundef readonly captures(address_is_null) %x, i64 noundef %n, double noundef %s) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %max = alloca [8 x i8], align 8
  %sum = alloca [8 x i8], align 8
  %local = alloca [16 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %local)
  %0 = icmp ne ptr %x, null
  tail call void @llvm.assume(i1 %0)
  %1 = icmp eq i64 %n, 0
  br i1 %1, label %panic, label %bb8.i.preheader

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
  %_45.val.i = load double, ptr %_45.i, align 8, !noundef !3
  %_0.i.i.i = fmul double %_45.val.i, %_45.val.i
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i
  %3 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %_45.val.i.1 = load double, ptr %_45.i.1, align 8, !noundef !3
  %_0.i.i.i.1 = fmul double %_45.val.i.1, %_45.val.i.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %4 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %_45.val.i.2 = load double, ptr %_45.i.2, align 8, !noundef !3
  %_0.i.i.i.2 = fmul double %_45.val.i.2, %_45.val.i.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %5 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %_45.val.i.3 = load double, ptr %_45.i.3, align 8, !noundef !3
  %_0.i.i.i.3 = fmul double %_45.val.i.3, %_45.val.i.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %_27.i.3 = add nuw i64 %i.sroa.0.0.i, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %bb1.unr-lcssa, label %bb8.i

terminate:                                        ; preds = %panic
  %6 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #8
  unreachable

bb1.unr-lcssa:                                    ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb1, label %bb8.i.epil.preheader

bb8.i.epil.preheader:                             ; preds = %bb1.unr-lcssa, %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %bb1.unr-lcssa ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.3, %bb1.unr-lcssa ]
  %lcmp.mod3 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod3)
  br label %bb8.i.epil

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
  %_45.i.epil = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i.epil
  %_45.val.i.epil = load double, ptr %_45.i.epil, align 8, !noundef !3
  %_0.i.i.i.epil = fmul double %_45.val.i.epil, %_45.val.i.epil
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i.epil
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %bb1, label %bb8.i.epil, !llvm.loop !4

bb1:                                              ; preds = %bb8.i.epil, %bb1.unr-lcssa
  %_0.i1.i.i.lcssa = phi double [ %_0.i1.i.i.3, %bb1.unr-lcssa ], [ %_0.i1.i.i.epil, %bb8.i.epil ]
  %_8 = load double, ptr %x, align 8, !noundef !3
  %_7 = fmul double %s, %_8
  store double %_0.i1.i.i.lcssa, ptr %local, align 8
  %7 = getelementptr inbounds nuw i8, ptr %local, i64 8
  store double %_7, ptr %7, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %sum)
  store double 0.000000e+00, ptr %sum, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %max)
  store double 0.000000e+00, ptr %max, align 8
  %_17 = load i32, ptr @RSMPI_SUM, align 4, !noundef !3
; call rust_mpi::all_reduce_into
  call fastcc void @_ZN8rust_mpi15all_reduce_into17h0e4f15949deaa20dE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %local, ptr noalias noundef nonnull align 8 %sum, i32 noundef %_17)
  %_24 = load i32, ptr @RSMPI_MAX, align 4, !noundef !3
; call rust_mpi::all_reduce_into
  call fastcc void @_ZN8rust_mpi15all_reduce_into17h0e4f15949deaa20dE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %7, ptr noalias noundef nonnull align 8 %max, i32 noundef %_24)
  %_27 = load double, ptr %sum, align 8, !noundef !3
  %8 = call double @llvm.sqrt.f64(double %_27)
  %_28 = load double, ptr %max, align 8, !noundef !3
  %_0 = fadd double %8, %_28
  call void @llvm.lifetime.end.p0(ptr nonnull %max)
  call void @llvm.lifetime.end.p0(ptr nonnull %sum)
  call void @llvm.lifetime.end.p0(ptr nonnull %local)
  ret double %_0

panic:                                            ; preds = %start
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef 0, i64 noundef 0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_c70f32ba9fb8c8e334ef8b77fbb8d459) #9
          to label %unreachable unwind label %terminate

unreachable:                                      ; preds = %panic
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define void @scale_by_global_dot(ptr noundef captures(address) %y, i64 noundef %n) unnamed_addr #1 personality ptr @rust_eh_personality {
bb1:
  %dot = alloca [8 x i8], align 8
  %local = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %local)
  %_25.idx = shl i64 %n, 3
  %_25 = getelementptr inbounds nuw i8, ptr %y, i64 %_25.idx
  %0 = icmp ne ptr %y, null
  tail call void @llvm.assume(i1 %0)
  %_205.not.i = icmp eq i64 %n, 0
  br i1 %_205.not.i, label %bb5.critedge, label %bb14.i.preheader

bb14.i.preheader:                                 ; preds = %bb1
  %xtraiter = and i64 %n, 3
  %1 = icmp ult i64 %n, 4
  br i1 %1, label %bb14.i.epil.preheader, label %bb14.i.preheader.new

bb14.i.preheader.new:                             ; preds = %bb14.i.preheader
  %unroll_iter = and i64 %n, -4
  br label %bb14.i

bb14.i:                                           ; preds = %bb14.i, %bb14.i.preheader.new
  %accum.sroa.0.07.i = phi double [ -0.000000e+00, %bb14.i.preheader.new ], [ %_0.i1.i.i.3, %bb14.i ]
  %iter.sroa.0.06.i = phi i64 [ 0, %bb14.i.preheader.new ], [ %_24.i.3, %bb14.i ]
  %niter = phi i64 [ 0, %bb14.i.preheader.new ], [ %niter.next.3, %bb14.i ]
  %_3.i.i.i = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.06.i
  %_16.0.val.i = load double, ptr %_3.i.i.i, align 8, !noalias !6, !noundef !3
  %_0.i.i.i = fmul double %_16.0.val.i, %_16.0.val.i
  %_0.i1.i.i = fadd double %accum.sroa.0.07.i, %_0.i.i.i
  %2 = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.06.i
  %_3.i.i.i.1 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %_16.0.val.i.1 = load double, ptr %_3.i.i.i.1, align 8, !noalias !6, !noundef !3
  %_0.i.i.i.1 = fmul double %_16.0.val.i.1, %_16.0.val.i.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %3 = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.06.i
  %_3.i.i.i.2 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %_16.0.val.i.2 = load double, ptr %_3.i.i.i.2, align 8, !noalias !6, !noundef !3
  %_0.i.i.i.2 = fmul double %_16.0.val.i.2, %_16.0.val.i.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %_24.i.3 = add nuw i64 %iter.sroa.0.06.i, 4
  %4 = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.06.i
  %_3.i.i.i.3 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %_16.0.val.i.3 = load double, ptr %_3.i.i.i.3, align 8, !noalias !6, !noundef !3
  %_0.i.i.i.3 = fmul double %_16.0.val.i.3, %_16.0.val.i.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %bb4.unr-lcssa, label %bb14.i

bb4.unr-lcssa:                                    ; preds = %bb14.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb4, label %bb14.i.epil.preheader

bb14.i.epil.preheader:                            ; preds = %bb4.unr-lcssa, %bb14.i.preheader
  %accum.sroa.0.07.i.epil.init = phi double [ -0.000000e+00, %bb14.i.preheader ], [ %_0.i1.i.i.3, %bb4.unr-lcssa ]
  %iter.sroa.0.06.i.epil.init = phi i64 [ 0, %bb14.i.preheader ], [ %_24.i.3, %bb4.unr-lcssa ]
  %lcmp.mod5 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod5)
  br label %bb14.i.epil

bb14.i.epil:                                      ; preds = %bb14.i.epil, %bb14.i.epil.preheader
  %accum.sroa.0.07.i.epil = phi double [ %_0.i1.i.i.epil, %bb14.i.epil ], [ %accum.sroa.0.07.i.epil.init, %bb14.i.epil.preheader ]
  %iter.sroa.0.06.i.epil = phi i64 [ %_24.i.epil, %bb14.i.epil ], [ %iter.sroa.0.06.i.epil.init, %bb14.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb14.i.epil ], [ 0, %bb14.i.epil.preheader ]
  %_24.i.epil = add nuw i64 %iter.sroa.0.06.i.epil, 1
  %_3.i.i.i.epil = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.06.i.epil
  %_16.0.val.i.epil = load double, ptr %_3.i.i.i.epil, align 8, !noalias !6, !noundef !3
  %_0.i.i.i.epil = fmul double %_16.0.val.i.epil, %_16.0.val.i.epil
  %_0.i1.i.i.epil = fadd double %accum.sroa.0.07.i.epil, %_0.i.i.i.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %bb4, label %bb14.i.epil, !llvm.loop !9

bb4:                                              ; preds = %bb14.i.epil, %bb4.unr-lcssa
  %_0.i1.i.i.lcssa = phi double [ %_0.i1.i.i.3, %bb4.unr-lcssa ], [ %_0.i1.i.i.epil, %bb14.i.epil ]
  store double %_0.i1.i.i.lcssa, ptr %local, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %dot)
  store double 0.000000e+00, ptr %dot, align 8
  %_15 = load i32, ptr @RSMPI_SUM, align 4, !noundef !3
; call rust_mpi::all_reduce_into
  call fastcc void @_ZN8rust_mpi15all_reduce_into17h0e4f15949deaa20dE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %local, ptr noalias noundef nonnull align 8 %dot, i32 noundef %_15)
  %_20 = load double, ptr %dot, align 8, !noundef !3
  %5 = add i64 %_25.idx, -8
  %6 = lshr exact i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %min.iters.check = icmp ult i64 %5, 24
  br i1 %min.iters.check, label %bb6.preheader, label %vector.ph

vector.ph:                                        ; preds = %bb4
  %n.vec = and i64 %7, 4611686018427387900
  %8 = shl i64 %n.vec, 3
  %9 = getelementptr i8, ptr %y, i64 %8
  %broadcast.splatinsert = insertelement <2 x double> poison, double %_20, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = shl i64 %index, 3
  %next.gep = getelementptr i8, ptr %y, i64 %offset.idx
  %10 = getelementptr i8, ptr %next.gep, i64 16
  %wide.load = load <2 x double>, ptr %next.gep, align 8
  %wide.load3 = load <2 x double>, ptr %10, align 8
  %11 = fmul <2 x double> %broadcast.splat, %wide.load
  %12 = fmul <2 x double> %broadcast.splat, %wide.load3
  store <2 x double> %11, ptr %next.gep, align 8
  store <2 x double> %12, ptr %10, align 8
  %index.next = add nuw i64 %index, 4
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %7, %n.vec
  br i1 %cmp.n, label %bb5, label %bb6.preheader

bb6.preheader:                                    ; preds = %bb4, %middle.block
  %iter.sroa.0.02.ph = phi ptr [ %y, %bb4 ], [ %9, %middle.block ]
  br label %bb6

bb6:                                              ; preds = %bb6.preheader, %bb6
  %iter.sroa.0.02 = phi ptr [ %_53, %bb6 ], [ %iter.sroa.0.02.ph, %bb6.preheader ]
  %_53 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.02, i64 8
  %14 = load double, ptr %iter.sroa.0.02, align 8, !noundef !3
  %15 = fmul double %_20, %14
  store double %15, ptr %iter.sroa.0.02, align 8
  %_47 = icmp eq ptr %_53, %_25
  br i1 %_47, label %bb5, label %bb6, !llvm.loop !13

bb5.critedge:                                     ; preds = %bb1
  store double -0.000000e+00, ptr %local, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %dot)
  store double 0.000000e+00, ptr %dot, align 8
  %_15.c = load i32, ptr @RSMPI_SUM, align 4, !noundef !3
; call rust_mpi::all_reduce_into
  call fastcc void @_ZN8rust_mpi15all_reduce_into17h0e4f15949deaa20dE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %local, ptr noalias noundef nonnull align 8 %dot, i32 noundef %_15.c)
  br label %bb5

bb5:                                              ; preds = %bb6, %middle.block, %bb5.critedge
  call void @llvm.lifetime.end.p0(ptr nonnull %dot)
  call void @llvm.lifetime.end.p0(ptr nonnull %local)
  ret void
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; core::panicking::panic_cannot_unwind
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() unnamed_addr #4

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

attributes #0 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { cold noreturn nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!7}
!7 = distinct !{!7, !8, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h489c748b41c5f4e0E: %self"}
!8 = distinct !{!8, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h489c748b41c5f4e0E"}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !12, !11}
