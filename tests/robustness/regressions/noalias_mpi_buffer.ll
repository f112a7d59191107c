; progen seed=465 mpi=1: entry @main_fn, parameters k,s,s,i:1,a:4,s
; replay: python -m tests.support.progen --seed 465 --mpi
; Regression: a noalias array sent by MPI_Isend/MPI_Sendrecv and stored to. The gradient's
; aug/rev halves kept `noalias` on their parameters although rev reaches the buffer's shadow
; through pointers aug stored in the MPI runtime's request table: LLVM -O2 reordered rev's own
; accesses across those runtime calls and the dot-product test failed at 1 and 2 ranks.
; (after LLVM -O2)
; ModuleID = '<string>'
source_filename = "progen-465"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #0

declare i32 @MPI_Comm_rank(i32, ptr) local_unnamed_addr

declare i32 @MPI_Comm_size(i32, ptr) local_unnamed_addr

declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr) local_unnamed_addr

declare i32 @MPI_Isend(ptr, i32, i32, i32, i32, i32, ptr) local_unnamed_addr

declare i32 @MPI_Sendrecv(ptr, i32, i32, i32, i32, ptr, i32, i32, i32, i32, i32, ptr) local_unnamed_addr

declare i32 @MPI_Waitall(i32, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local double @h0(ptr readnone captures(none) %a0, double %x1, double %x2, i32 %n3) local_unnamed_addr #1 {
entry:
  %v1 = uitofp i32 %n3 to double
  %v2 = fmul double %v1, 2.490000e-01
  %t7 = and i32 %n3, 1
  %c6.not = icmp eq i32 %t7, 0
  %v8 = tail call double @llvm.minnum.f64(double %v2, double -4.681970e-01)
  %m11 = select i1 %c6.not, double %v2, double %v8
  %v14 = fmul nsz contract double %v2, 5.930000e-01
  %v15 = fadd double %v14, %m11
  ret double %v15
}

define double @main_fn(double %k0, double %x1, double %x2, i32 %n3, ptr noalias %arr4, double %x5) local_unnamed_addr {
entry:
  %rank.p1 = alloca i32, align 4
  %size.p2 = alloca i32, align 4
  %rbuf14 = alloca [1 x double], align 8
  %rbuf38 = alloca [1 x double], align 8
  %reqs39 = alloca [2 x i32], align 4
  %0 = call i32 @MPI_Comm_rank(i32 1140850688, ptr nonnull %rank.p1)
  %e3 = call i32 @MPI_Comm_size(i32 1140850688, ptr nonnull %size.p2)
  %rank4 = load i32, ptr %rank.p1, align 4
  %size5 = load i32, ptr %size.p2, align 4
  %t6 = add i32 %rank4, 1
  %right7 = srem i32 %t6, %size5
  %t8 = add i32 %rank4, -1
  %t9 = add i32 %t8, %size5
  %left10 = srem i32 %t9, %size5
  %e15 = call i32 @MPI_Sendrecv(ptr %arr4, i32 1, i32 1275070475, i32 %right7, i32 19, ptr nonnull %rbuf14, i32 1, i32 1275070475, i32 %left10, i32 19, i32 1140850688, ptr nonnull inttoptr (i64 1 to ptr))
  %rv16 = load double, ptr %rbuf14, align 8
  %v17 = call double @llvm.cos.f64(double %rv16)
  %v18 = fmul double %v17, 1.900000e+00
  %v19 = fadd ninf double %v18, 0.000000e+00
  %c251 = icmp sgt i32 %n3, 0
  br i1 %c251, label %loop20.lr.ph, label %loop.exit21

loop20.lr.ph:                                     ; preds = %entry
  %v13 = call double @llvm.fabs.f64(double %x5)
  %v27 = call double @llvm.sin.f64(double %v13)
  %v29 = fmul double %v27, 6.980000e-01
  br label %loop20

loop20:                                           ; preds = %loop20.lr.ph, %loop20
  %acc243 = phi double [ %v19, %loop20.lr.ph ], [ %v30, %loop20 ]
  %i222 = phi i32 [ 0, %loop20.lr.ph ], [ %inext31, %loop20 ]
  %v28 = fmul double %acc243, 3.020000e-01
  %v30 = fadd double %v29, %v28
  %inext31 = add nuw nsw i32 %i222, 1
  %exitcond.not = icmp eq i32 %inext31, %n3
  br i1 %exitcond.not, label %loop.exit21, label %loop20

loop.exit21:                                      ; preds = %loop20, %entry
  %acc24.lcssa = phi double [ %v19, %entry ], [ %v30, %loop20 ]
  %rankf11 = sitofp i32 %rank4 to double
  %v12 = fmul double %rankf11, 2.590000e-01
  %cpy32.sroa.0.0.copyload = load double, ptr %arr4, align 1
  %cpy32.sroa.2.0.arr4.sroa_idx = getelementptr i8, ptr %arr4, i64 8
  %p34 = getelementptr i8, ptr %arr4, i64 16
  %ld35 = load double, ptr %p34, align 8
  %req40 = getelementptr inbounds nuw i8, ptr %reqs39, i64 4
  %e41 = call i32 @MPI_Irecv(ptr nonnull %rbuf38, i32 1, i32 1275070475, i32 %left10, i32 90, i32 1140850688, ptr nonnull %reqs39)
  %e42 = call i32 @MPI_Isend(ptr nonnull %arr4, i32 1, i32 1275070475, i32 %right7, i32 90, i32 1140850688, ptr nonnull %req40)
  %1 = call i32 @MPI_Waitall(i32 2, ptr nonnull %reqs39, ptr nonnull inttoptr (i64 1 to ptr))
  %rv43 = load double, ptr %rbuf38, align 8
  %cpy44.sroa.0.0.copyload = load double, ptr %arr4, align 8
  %v46 = call nsz contract double @llvm.fabs.f64(double %ld35)
  %v1.i = uitofp i32 %n3 to double
  %v2.i = fmul double %v1.i, 2.490000e-01
  %t7.i = and i32 %n3, 1
  %c6.not.i = icmp eq i32 %t7.i, 0
  %v8.i = call double @llvm.minnum.f64(double %v2.i, double -4.681970e-01)
  %m11.i = select i1 %c6.not.i, double %v2.i, double %v8.i
  %v14.i = fmul nsz contract double %v2.i, 5.930000e-01
  %v15.i = fadd double %v14.i, %m11.i
  %old50 = load double, ptr %cpy32.sroa.2.0.arr4.sroa_idx, align 8
  %v51 = fmul double %old50, 4.920000e-01
  %v52 = fmul double %v46, 5.080000e-01
  %v53 = fadd double %v52, %v51
  store double %v53, ptr %cpy32.sroa.2.0.arr4.sroa_idx, align 8
  %v55 = fmul double %cpy44.sroa.0.0.copyload, 3.400000e-01
  %v56 = fadd double %v12, %v55
  %v57 = fmul double %cpy32.sroa.0.0.copyload, 8.890000e-01
  %v58 = fadd double %v57, %v56
  %v59 = fmul double %v46, 8.110000e-01
  %v60 = fadd double %v59, %v58
  %v61 = fmul contract double %rv16, 2.510000e-01
  %v62 = fadd double %v61, %v60
  %v63 = fmul double %acc24.lcssa, 8.930000e-01
  %v64 = fadd double %v63, %v62
  %v65 = fmul double %rv43, 2.430000e-01
  %v66 = fadd double %v65, %v64
  %v67 = fmul double %v15.i, 4.660000e-01
  %v68 = fadd double %v67, %v66
  ret double %v68
}

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
