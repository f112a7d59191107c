; ModuleID = 'rust_slices.6a39b2a20befe61b-cgu.0'
source_filename = "rust_slices.6a39b2a20befe61b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_dc8d911bd73040d59f44e9038db58892 = private unnamed_addr constant [15 x i8] c"rust_slices.rs\00", align 1
@alloc_eb090b59cfbe95496cedc73573793c5d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00<\00\00\00\1F\00\00\00" }>, align 8
@alloc_67faf8a590b0890c369dc7ad162c7234 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00=\00\00\00\1C\00\00\00" }>, align 8
@alloc_79e6c3875708b101d47808e36c8e858a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00;\00\00\00\16\00\00\00" }>, align 8
@alloc_eed2d016e3fc7c1fd9f9192a6a6e87e7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00$\00\00\00\12\00\00\00" }>, align 8
@alloc_07933dceddb81e36c4564d412edc1ab9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00$\00\00\00#\00\00\00" }>, align 8
@alloc_eecfd06719ec716014a7dfdff98e86e3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00$\00\00\00*\00\00\00" }>, align 8

; rust_slices::scaled_norm
; Function Attrs: nofree noinline norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable
define internal fastcc noundef double @_ZN11rust_slices11scaled_norm17h7077d241743cb59eE(ptr noalias noundef nonnull readonly align 8 captures(none) %v.0, i64 noundef range(i64 0, 17) %v.1, double noundef %0) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %1 = icmp eq i64 %v.1, 0
  br i1 %1, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit", label %bb8.i.preheader

bb8.i.preheader:                                  ; preds = %start
  %xtraiter = and i64 %v.1, 3
  %2 = icmp samesign ult i64 %v.1, 4
  br i1 %2, label %bb8.i.epil.preheader, label %bb8.i.preheader.new

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %v.1, 28
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ]
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i1.i.i.3, %bb8.i ]
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.3, %bb8.i ]
  %_45.i = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i
  %_45.val.i = load double, ptr %_45.i, align 8, !noalias !3, !noundef !6
  %_3.i.i.i = fmul double %0, %_45.val.i
  %_0.i.i.i = fmul double %_3.i.i.i, %_3.i.i.i
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i
  %3 = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %_45.val.i.1 = load double, ptr %_45.i.1, align 8, !noalias !3, !noundef !6
  %_3.i.i.i.1 = fmul double %0, %_45.val.i.1
  %_0.i.i.i.1 = fmul double %_3.i.i.i.1, %_3.i.i.i.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %4 = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %_45.val.i.2 = load double, ptr %_45.i.2, align 8, !noalias !3, !noundef !6
  %_3.i.i.i.2 = fmul double %0, %_45.val.i.2
  %_0.i.i.i.2 = fmul double %_3.i.i.i.2, %_3.i.i.i.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %5 = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %_45.val.i.3 = load double, ptr %_45.i.3, align 8, !noalias !3, !noundef !6
  %_3.i.i.i.3 = fmul double %0, %_45.val.i.3
  %_0.i.i.i.3 = fmul double %_3.i.i.i.3, %_3.i.i.i.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %_27.i.3 = add nuw nsw i64 %i.sroa.0.0.i, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit.unr-lcssa", label %bb8.i

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit", label %bb8.i.epil.preheader

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod2 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod2)
  br label %bb8.i.epil

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
  %_45.i.epil = getelementptr inbounds nuw double, ptr %v.0, i64 %i.sroa.0.0.i.epil
  %_45.val.i.epil = load double, ptr %_45.i.epil, align 8, !noalias !3, !noundef !6
  %_3.i.i.i.epil = fmul double %0, %_45.val.i.epil
  %_0.i.i.i.epil = fmul double %_3.i.i.i.epil, %_3.i.i.i.epil
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i.epil
  %_27.i.epil = add nuw nsw i64 %i.sroa.0.0.i.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit", label %bb8.i.epil, !llvm.loop !7

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit": ; preds = %bb8.i.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit.unr-lcssa"
  %_0.i1.i.i.lcssa = phi double [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb8.i.epil ]
  %6 = tail call double @llvm.sqrt.f64(double %_0.i1.i.i.lcssa)
  br label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit"

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit", %start
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %start ], [ %6, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E.exit.loopexit" ]
  ret double %_0.sroa.0.0.i
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable
define noundef double @dot_zip(ptr noundef readonly captures(address_is_null) %a, ptr noundef readonly captures(address_is_null) %b, i64 noundef %n) unnamed_addr #1 personality ptr @rust_eh_personality {
bb1:
  %0 = icmp ne ptr %a, null
  tail call void @llvm.assume(i1 %0)
  %_205.not.i = icmp eq i64 %n, 0
  br i1 %_205.not.i, label %bb2, label %bb14.lr.ph.i

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
  %accum.sroa.0.07.i = phi double [ -0.000000e+00, %bb14.lr.ph.i.new ], [ %_0.i1.i.i.3, %bb14.i ]
  %iter.sroa.0.06.i = phi i64 [ 0, %bb14.lr.ph.i.new ], [ %_24.i.3, %bb14.i ]
  %niter = phi i64 [ 0, %bb14.lr.ph.i.new ], [ %niter.next.3, %bb14.i ]
  %_24.i = or disjoint i64 %iter.sroa.0.06.i, 1
  %_3.i.i.i = getelementptr inbounds nuw double, ptr %a, i64 %iter.sroa.0.06.i
  %_3.i2.i.i = getelementptr inbounds nuw double, ptr %b, i64 %iter.sroa.0.06.i
  %_16.0.val.i = load double, ptr %_3.i.i.i, align 8, !noalias !9, !noundef !6
  %_16.1.val.i = load double, ptr %_3.i2.i.i, align 8, !noalias !9, !noundef !6
  %3 = tail call double @llvm.sin.f64(double %_16.1.val.i)
  %_0.i.i.i = fmul double %_16.0.val.i, %3
  %_0.i1.i.i = fadd double %accum.sroa.0.07.i, %_0.i.i.i
  %_24.i.1 = or disjoint i64 %iter.sroa.0.06.i, 2
  %_3.i.i.i.1 = getelementptr inbounds nuw double, ptr %a, i64 %_24.i
  %_3.i2.i.i.1 = getelementptr inbounds nuw double, ptr %b, i64 %_24.i
  %_16.0.val.i.1 = load double, ptr %_3.i.i.i.1, align 8, !noalias !9, !noundef !6
  %_16.1.val.i.1 = load double, ptr %_3.i2.i.i.1, align 8, !noalias !9, !noundef !6
  %4 = tail call double @llvm.sin.f64(double %_16.1.val.i.1)
  %_0.i.i.i.1 = fmul double %_16.0.val.i.1, %4
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %_24.i.2 = or disjoint i64 %iter.sroa.0.06.i, 3
  %_3.i.i.i.2 = getelementptr inbounds nuw double, ptr %a, i64 %_24.i.1
  %_3.i2.i.i.2 = getelementptr inbounds nuw double, ptr %b, i64 %_24.i.1
  %_16.0.val.i.2 = load double, ptr %_3.i.i.i.2, align 8, !noalias !9, !noundef !6
  %_16.1.val.i.2 = load double, ptr %_3.i2.i.i.2, align 8, !noalias !9, !noundef !6
  %5 = tail call double @llvm.sin.f64(double %_16.1.val.i.2)
  %_0.i.i.i.2 = fmul double %_16.0.val.i.2, %5
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %_24.i.3 = add nuw i64 %iter.sroa.0.06.i, 4
  %_3.i.i.i.3 = getelementptr inbounds nuw double, ptr %a, i64 %_24.i.2
  %_3.i2.i.i.3 = getelementptr inbounds nuw double, ptr %b, i64 %_24.i.2
  %_16.0.val.i.3 = load double, ptr %_3.i.i.i.3, align 8, !noalias !9, !noundef !6
  %_16.1.val.i.3 = load double, ptr %_3.i2.i.i.3, align 8, !noalias !9, !noundef !6
  %6 = tail call double @llvm.sin.f64(double %_16.1.val.i.3)
  %_0.i.i.i.3 = fmul double %_16.0.val.i.3, %6
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %bb2.loopexit.unr-lcssa, label %bb14.i

bb2.loopexit.unr-lcssa:                           ; preds = %bb14.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb2, label %bb14.i.epil.preheader

bb14.i.epil.preheader:                            ; preds = %bb2.loopexit.unr-lcssa, %bb14.lr.ph.i
  %accum.sroa.0.07.i.epil.init = phi double [ -0.000000e+00, %bb14.lr.ph.i ], [ %_0.i1.i.i.3, %bb2.loopexit.unr-lcssa ]
  %iter.sroa.0.06.i.epil.init = phi i64 [ 0, %bb14.lr.ph.i ], [ %_24.i.3, %bb2.loopexit.unr-lcssa ]
  %lcmp.mod2 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod2)
  br label %bb14.i.epil

bb14.i.epil:                                      ; preds = %bb14.i.epil, %bb14.i.epil.preheader
  %accum.sroa.0.07.i.epil = phi double [ %accum.sroa.0.07.i.epil.init, %bb14.i.epil.preheader ], [ %_0.i1.i.i.epil, %bb14.i.epil ]
  %iter.sroa.0.06.i.epil = phi i64 [ %iter.sroa.0.06.i.epil.init, %bb14.i.epil.preheader ], [ %_24.i.epil, %bb14.i.epil ]
  %epil.iter = phi i64 [ 0, %bb14.i.epil.preheader ], [ %epil.iter.next, %bb14.i.epil ]
  %_24.i.epil = add nuw i64 %iter.sroa.0.06.i.epil, 1
  %_3.i.i.i.epil = getelementptr inbounds nuw double, ptr %a, i64 %iter.sroa.0.06.i.epil
  %_3.i2.i.i.epil = getelementptr inbounds nuw double, ptr %b, i64 %iter.sroa.0.06.i.epil
  %_16.0.val.i.epil = load double, ptr %_3.i.i.i.epil, align 8, !noalias !9, !noundef !6
  %_16.1.val.i.epil = load double, ptr %_3.i2.i.i.epil, align 8, !noalias !9, !noundef !6
  %7 = tail call double @llvm.sin.f64(double %_16.1.val.i.epil)
  %_0.i.i.i.epil = fmul double %_16.0.val.i.epil, %7
  %_0.i1.i.i.epil = fadd double %accum.sroa.0.07.i.epil, %_0.i.i.i.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %bb2, label %bb14.i.epil, !llvm.loop !12

bb2:                                              ; preds = %bb2.loopexit.unr-lcssa, %bb14.i.epil, %bb1
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %bb1 ], [ %_0.i1.i.i.3, %bb2.loopexit.unr-lcssa ], [ %_0.i1.i.i.epil, %bb14.i.epil ]
  ret double %accum.sroa.0.0.lcssa.i
}

; Function Attrs: nofree norecurse nounwind nonlazybind memory(argmem: read, inaccessiblemem: write, errnomem: write) uwtable
define noundef double @path_energy(ptr noundef readonly captures(address_is_null) %x, i64 noundef %n, double noundef %t) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %_2.i7.i = icmp ult i64 %n, 2
  br i1 %_2.i7.i, label %bb3, label %bb3.us.preheader.i

bb3.us.preheader.i:                               ; preds = %start
  %_7.i.i.us.pre.i = load double, ptr %x, align 8, !alias.scope !13, !noalias !18
  %0 = add i64 %n, 3
  %1 = add i64 %n, -2
  %xtraiter = and i64 %0, 3
  %2 = and i64 %n, 3
  %lcmp.mod.not = icmp eq i64 %2, 1
  br i1 %lcmp.mod.not, label %bb3.us.i.prol.loopexit, label %bb3.us.i.prol

bb3.us.i.prol:                                    ; preds = %bb3.us.preheader.i, %bb3.us.i.prol
  %_7.i.i.us.i.prol = phi double [ %_4.i.i.us.i.prol, %bb3.us.i.prol ], [ %_7.i.i.us.pre.i, %bb3.us.preheader.i ]
  %accum.sroa.0.010.us.i.prol = phi double [ %_0.i.i.us.i.prol, %bb3.us.i.prol ], [ -0.000000e+00, %bb3.us.preheader.i ]
  %new_len.i59.us.i.prol = phi i64 [ %new_len.i.us.i.prol, %bb3.us.i.prol ], [ %n, %bb3.us.preheader.i ]
  %_28.i68.us.i.prol = phi ptr [ %_28.i.us.i.prol, %bb3.us.i.prol ], [ %x, %bb3.us.preheader.i ]
  %prol.iter = phi i64 [ %prol.iter.next, %bb3.us.i.prol ], [ 0, %bb3.us.preheader.i ]
  %new_len.i.us.i.prol = add i64 %new_len.i59.us.i.prol, -1
  %_28.i.us.i.prol = getelementptr inbounds nuw i8, ptr %_28.i68.us.i.prol, i64 8
  %_4.i.i.us.i.prol = load double, ptr %_28.i.us.i.prol, align 8, !alias.scope !13, !noalias !18, !noundef !6
  %_3.i.i.us.i.prol = fsub double %_4.i.i.us.i.prol, %_7.i.i.us.i.prol
  %3 = fmul double %_3.i.i.us.i.prol, %_3.i.i.us.i.prol
  %_0.i.i.us.i.prol = fadd double %accum.sroa.0.010.us.i.prol, %3
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %bb3.us.i.prol.loopexit, label %bb3.us.i.prol, !llvm.loop !21

bb3.us.i.prol.loopexit:                           ; preds = %bb3.us.i.prol, %bb3.us.preheader.i
  %_0.i.i.us.i.lcssa.unr = phi double [ poison, %bb3.us.preheader.i ], [ %_0.i.i.us.i.prol, %bb3.us.i.prol ]
  %_7.i.i.us.i.unr = phi double [ %_7.i.i.us.pre.i, %bb3.us.preheader.i ], [ %_4.i.i.us.i.prol, %bb3.us.i.prol ]
  %accum.sroa.0.010.us.i.unr = phi double [ -0.000000e+00, %bb3.us.preheader.i ], [ %_0.i.i.us.i.prol, %bb3.us.i.prol ]
  %new_len.i59.us.i.unr = phi i64 [ %n, %bb3.us.preheader.i ], [ %new_len.i.us.i.prol, %bb3.us.i.prol ]
  %_28.i68.us.i.unr = phi ptr [ %x, %bb3.us.preheader.i ], [ %_28.i.us.i.prol, %bb3.us.i.prol ]
  %4 = icmp ult i64 %1, 3
  br i1 %4, label %bb8.i.preheader, label %bb3.us.i

bb3.us.i:                                         ; preds = %bb3.us.i.prol.loopexit, %bb3.us.i
  %_7.i.i.us.i = phi double [ %_4.i.i.us.i.3, %bb3.us.i ], [ %_7.i.i.us.i.unr, %bb3.us.i.prol.loopexit ]
  %accum.sroa.0.010.us.i = phi double [ %_0.i.i.us.i.3, %bb3.us.i ], [ %accum.sroa.0.010.us.i.unr, %bb3.us.i.prol.loopexit ]
  %new_len.i59.us.i = phi i64 [ %new_len.i.us.i.3, %bb3.us.i ], [ %new_len.i59.us.i.unr, %bb3.us.i.prol.loopexit ]
  %_28.i68.us.i = phi ptr [ %_28.i.us.i.3, %bb3.us.i ], [ %_28.i68.us.i.unr, %bb3.us.i.prol.loopexit ]
  %_28.i.us.i = getelementptr inbounds nuw i8, ptr %_28.i68.us.i, i64 8
  %_4.i.i.us.i = load double, ptr %_28.i.us.i, align 8, !alias.scope !13, !noalias !18, !noundef !6
  %_3.i.i.us.i = fsub double %_4.i.i.us.i, %_7.i.i.us.i
  %5 = fmul double %_3.i.i.us.i, %_3.i.i.us.i
  %_0.i.i.us.i = fadd double %accum.sroa.0.010.us.i, %5
  %_28.i.us.i.1 = getelementptr inbounds nuw i8, ptr %_28.i68.us.i, i64 16
  %_4.i.i.us.i.1 = load double, ptr %_28.i.us.i.1, align 8, !alias.scope !13, !noalias !18, !noundef !6
  %_3.i.i.us.i.1 = fsub double %_4.i.i.us.i.1, %_4.i.i.us.i
  %6 = fmul double %_3.i.i.us.i.1, %_3.i.i.us.i.1
  %_0.i.i.us.i.1 = fadd double %_0.i.i.us.i, %6
  %new_len.i.us.i.2 = add i64 %new_len.i59.us.i, -3
  %_28.i.us.i.2 = getelementptr inbounds nuw i8, ptr %_28.i68.us.i, i64 24
  %_4.i.i.us.i.2 = load double, ptr %_28.i.us.i.2, align 8, !alias.scope !13, !noalias !18, !noundef !6
  %_3.i.i.us.i.2 = fsub double %_4.i.i.us.i.2, %_4.i.i.us.i.1
  %7 = fmul double %_3.i.i.us.i.2, %_3.i.i.us.i.2
  %_0.i.i.us.i.2 = fadd double %_0.i.i.us.i.1, %7
  %new_len.i.us.i.3 = add i64 %new_len.i59.us.i, -4
  %_28.i.us.i.3 = getelementptr inbounds nuw i8, ptr %_28.i68.us.i, i64 32
  %_4.i.i.us.i.3 = load double, ptr %_28.i.us.i.3, align 8, !alias.scope !13, !noalias !18, !noundef !6
  %_3.i.i.us.i.3 = fsub double %_4.i.i.us.i.3, %_4.i.i.us.i.2
  %8 = fmul double %_3.i.i.us.i.3, %_3.i.i.us.i.3
  %_0.i.i.us.i.3 = fadd double %_0.i.i.us.i.2, %8
  %_2.i.us.i.3 = icmp ult i64 %new_len.i.us.i.2, 3
  br i1 %_2.i.us.i.3, label %bb8.i.preheader, label %bb3.us.i

bb3:                                              ; preds = %start
  %9 = icmp ne ptr %x, null
  tail call void @llvm.assume(i1 %9)
  %10 = icmp eq i64 %n, 0
  br i1 %10, label %bb4, label %bb8.i.preheader

bb8.i.preheader:                                  ; preds = %bb3.us.i.prol.loopexit, %bb3.us.i, %bb3
  %accum.sroa.0.0.lcssa.i3 = phi double [ -0.000000e+00, %bb3 ], [ %_0.i.i.us.i.lcssa.unr, %bb3.us.i.prol.loopexit ], [ %_0.i.i.us.i.3, %bb3.us.i ]
  %11 = add i64 %n, -1
  %xtraiter5 = and i64 %n, 3
  %12 = icmp ult i64 %11, 3
  br i1 %12, label %bb8.i.epil.preheader, label %bb8.i.preheader.new

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %n, -4
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ]
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i1.i.i.3, %bb8.i ]
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.3, %bb8.i ]
  %_45.i = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.val.i = load double, ptr %_45.i, align 8, !noundef !6
  %_0.i.i.i = tail call noundef double @tanh(double noundef %_45.val.i) #14
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i
  %13 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %_45.val.i.1 = load double, ptr %_45.i.1, align 8, !noundef !6
  %_0.i.i.i.1 = tail call noundef double @tanh(double noundef %_45.val.i.1) #14
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %14 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %_45.val.i.2 = load double, ptr %_45.i.2, align 8, !noundef !6
  %_0.i.i.i.2 = tail call noundef double @tanh(double noundef %_45.val.i.2) #14
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %15 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %_45.val.i.3 = load double, ptr %_45.i.3, align 8, !noundef !6
  %_0.i.i.i.3 = tail call noundef double @tanh(double noundef %_45.val.i.3) #14
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %_27.i.3 = add nuw i64 %i.sroa.0.0.i, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %bb4.loopexit.unr-lcssa, label %bb8.i

bb4.loopexit.unr-lcssa:                           ; preds = %bb8.i
  %lcmp.mod6.not = icmp eq i64 %xtraiter5, 0
  br i1 %lcmp.mod6.not, label %bb4, label %bb8.i.epil.preheader

bb8.i.epil.preheader:                             ; preds = %bb4.loopexit.unr-lcssa, %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %bb4.loopexit.unr-lcssa ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.3, %bb4.loopexit.unr-lcssa ]
  %lcmp.mod8 = icmp ne i64 %xtraiter5, 0
  tail call void @llvm.assume(i1 %lcmp.mod8)
  br label %bb8.i.epil

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
  %_45.i.epil = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i.epil
  %_45.val.i.epil = load double, ptr %_45.i.epil, align 8, !noundef !6
  %_0.i.i.i.epil = tail call noundef double @tanh(double noundef %_45.val.i.epil) #14
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i.epil
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter5
  br i1 %epil.iter.cmp.not, label %bb4, label %bb8.i.epil, !llvm.loop !22

bb4:                                              ; preds = %bb4.loopexit.unr-lcssa, %bb8.i.epil, %bb3
  %accum.sroa.0.0.lcssa.i4 = phi double [ -0.000000e+00, %bb3 ], [ %accum.sroa.0.0.lcssa.i3, %bb8.i.epil ], [ %accum.sroa.0.0.lcssa.i3, %bb4.loopexit.unr-lcssa ]
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %bb3 ], [ %_0.i1.i.i.3, %bb4.loopexit.unr-lcssa ], [ %_0.i1.i.i.epil, %bb8.i.epil ]
  %16 = tail call double @llvm.sin.f64(double %t)
  %_7 = fmul double %16, %accum.sroa.0.0.lcssa.i4
  %17 = tail call double @llvm.cos.f64(double %t)
  %_8 = fmul double %17, %_0.sroa.0.0.i
  %_0 = fadd double %_7, %_8
  ret double %_0
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable
define noundef double @saxpy_sum(double noundef %a, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %y, i64 noundef %n) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %_153.not = icmp eq i64 %n, 0
  br i1 %_153.not, label %bb4, label %bb2.preheader

bb2.preheader:                                    ; preds = %start
  %xtraiter = and i64 %n, 1
  %0 = icmp eq i64 %n, 1
  br i1 %0, label %bb2.epil.preheader, label %bb2.preheader.new

bb2.preheader.new:                                ; preds = %bb2.preheader
  %unroll_iter = and i64 %n, -2
  br label %bb2

bb4.loopexit.unr-lcssa:                           ; preds = %bb2
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb4, label %bb2.epil.preheader

bb2.epil.preheader:                               ; preds = %bb4.loopexit.unr-lcssa, %bb2.preheader
  %s.sroa.0.05.epil.init = phi double [ 0.000000e+00, %bb2.preheader ], [ %17, %bb4.loopexit.unr-lcssa ]
  %iter.sroa.0.04.epil.init = phi i64 [ 0, %bb2.preheader ], [ %12, %bb4.loopexit.unr-lcssa ]
  %lcmp.mod7 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod7)
  %1 = getelementptr inbounds nuw double, ptr %x, i64 %iter.sroa.0.04.epil.init
  %_8.epil = load double, ptr %1, align 8, !noundef !6
  %_7.epil = fmul double %a, %_8.epil
  %2 = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.04.epil.init
  %_10.epil = load double, ptr %2, align 8, !noundef !6
  %3 = fadd double %_7.epil, %_10.epil
  store double %3, ptr %2, align 8
  %4 = tail call double @llvm.exp.f64(double %3)
  %5 = fadd double %s.sroa.0.05.epil.init, %4
  br label %bb4

bb4:                                              ; preds = %bb2.epil.preheader, %bb4.loopexit.unr-lcssa, %start
  %s.sroa.0.0.lcssa = phi double [ 0.000000e+00, %start ], [ %17, %bb4.loopexit.unr-lcssa ], [ %5, %bb2.epil.preheader ]
  ret double %s.sroa.0.0.lcssa

bb2:                                              ; preds = %bb2, %bb2.preheader.new
  %s.sroa.0.05 = phi double [ 0.000000e+00, %bb2.preheader.new ], [ %17, %bb2 ]
  %iter.sroa.0.04 = phi i64 [ 0, %bb2.preheader.new ], [ %12, %bb2 ]
  %niter = phi i64 [ 0, %bb2.preheader.new ], [ %niter.next.1, %bb2 ]
  %6 = or disjoint i64 %iter.sroa.0.04, 1
  %7 = getelementptr inbounds nuw double, ptr %x, i64 %iter.sroa.0.04
  %_8 = load double, ptr %7, align 8, !noundef !6
  %_7 = fmul double %a, %_8
  %8 = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.04
  %_10 = load double, ptr %8, align 8, !noundef !6
  %9 = fadd double %_7, %_10
  store double %9, ptr %8, align 8
  %10 = tail call double @llvm.exp.f64(double %9)
  %11 = fadd double %s.sroa.0.05, %10
  %12 = add nuw i64 %iter.sroa.0.04, 2
  %13 = getelementptr inbounds nuw double, ptr %x, i64 %6
  %_8.1 = load double, ptr %13, align 8, !noundef !6
  %_7.1 = fmul double %a, %_8.1
  %14 = getelementptr inbounds nuw double, ptr %y, i64 %6
  %_10.1 = load double, ptr %14, align 8, !noundef !6
  %15 = fadd double %_7.1, %_10.1
  store double %15, ptr %14, align 8
  %16 = tail call double @llvm.exp.f64(double %15)
  %17 = fadd double %11, %16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %bb4.loopexit.unr-lcssa, label %bb2
}

; Function Attrs: nounwind nonlazybind uwtable
define noundef double @smooth_norm(ptr noundef readonly captures(none) %x, i64 noundef %n, double noundef %k) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %tmp = alloca [128 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %tmp)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %tmp, i8 0, i64 128, i1 false)
  %_27 = icmp ult i64 %n, 17
  br i1 %_27, label %bb13, label %bb14, !prof !23

bb14:                                             ; preds = %start
; invoke core::slice::index::slice_index_fail
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef 0, i64 noundef %n, i64 noundef 16, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_79e6c3875708b101d47808e36c8e858a) #15
          to label %unreachable unwind label %terminate

bb13:                                             ; preds = %start
  %_35.idx = shl nuw nsw i64 %n, 3
  %_35 = getelementptr inbounds nuw i8, ptr %tmp, i64 %_35.idx
  %_7.i.i13 = icmp eq i64 %n, 0
  br i1 %_7.i.i13, label %bb5, label %bb11.peel

bb11.peel:                                        ; preds = %bb13
  %_17.i.i.peel = getelementptr inbounds nuw i8, ptr %tmp, i64 8
  %left.sroa.0.0.peel = load double, ptr %x, align 8, !noundef !6
  %_20.peel = fadd double %left.sroa.0.0.peel, %left.sroa.0.0.peel
  %0 = fmul double %_20.peel, 5.000000e-01
  store double %0, ptr %tmp, align 8
  %_7.i.i.peel = icmp eq i64 %n, 1
  br i1 %_7.i.i.peel, label %bb5, label %bb6.preheader

bb6.preheader:                                    ; preds = %bb11.peel
  %1 = add nsw i64 %_35.idx, -16
  %2 = lshr exact i64 %1, 3
  %umin = tail call i64 @llvm.umin.i64(i64 %n, i64 %2)
  %3 = add nsw i64 %n, -1
  %umin21 = tail call i64 @llvm.umin.i64(i64 %umin, i64 %3)
  %min.iters.check = icmp samesign ult i64 %umin21, 4
  br i1 %min.iters.check, label %bb6.preheader27, label %vector.ph

bb6.preheader27:                                  ; preds = %vector.body, %bb6.preheader
  %iter.sroa.0.015.ph = phi ptr [ %_17.i.i.peel, %bb6.preheader ], [ %8, %vector.body ]
  %iter.sroa.7.014.ph = phi i64 [ 1, %bb6.preheader ], [ %9, %vector.body ]
  br label %bb6

vector.ph:                                        ; preds = %bb6.preheader
  %4 = add nuw nsw i64 %umin21, 1
  %n.mod.vf = and i64 %4, 3
  %5 = icmp eq i64 %n.mod.vf, 0
  %6 = select i1 %5, i64 4, i64 %n.mod.vf
  %n.vec = sub nsw i64 %4, %6
  %7 = shl i64 %n.vec, 3
  %8 = getelementptr i8, ptr %_17.i.i.peel, i64 %7
  %9 = add nsw i64 %n.vec, 1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = shl i64 %index, 3
  %next.gep = getelementptr i8, ptr %_17.i.i.peel, i64 %offset.idx
  %10 = getelementptr inbounds nuw double, ptr %x, i64 %index
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %wide.load = load <2 x double>, ptr %10, align 8
  %wide.load23 = load <2 x double>, ptr %11, align 8
  %12 = getelementptr inbounds nuw double, ptr %x, i64 %index
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %wide.load24 = load <2 x double>, ptr %13, align 8
  %wide.load25 = load <2 x double>, ptr %14, align 8
  %15 = fadd <2 x double> %wide.load, %wide.load24
  %16 = fadd <2 x double> %wide.load23, %wide.load25
  %17 = fmul <2 x double> %15, splat (double 5.000000e-01)
  %18 = fmul <2 x double> %16, splat (double 5.000000e-01)
  %19 = getelementptr i8, ptr %next.gep, i64 16
  store <2 x double> %17, ptr %next.gep, align 8
  store <2 x double> %18, ptr %19, align 8
  %index.next = add nuw i64 %index, 4
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %bb6.preheader27, label %vector.body, !llvm.loop !24

terminate:                                        ; preds = %panic2.invoke, %bb14
  %21 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #16
  unreachable

bb5:                                              ; preds = %bb11, %bb11.peel, %bb13
; call rust_slices::scaled_norm
  %_0 = call fastcc noundef double @_ZN11rust_slices11scaled_norm17h7077d241743cb59eE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %tmp, i64 noundef %n, double noundef %k)
  call void @llvm.lifetime.end.p0(ptr nonnull %tmp)
  ret double %_0

bb6:                                              ; preds = %bb6.preheader27, %bb11
  %iter.sroa.0.015 = phi ptr [ %_17.i.i, %bb11 ], [ %iter.sroa.0.015.ph, %bb6.preheader27 ]
  %iter.sroa.7.014 = phi i64 [ %_9.0.i, %bb11 ], [ %iter.sroa.7.014.ph, %bb6.preheader27 ]
  %_17.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.015, i64 8
  %_9.0.i = add nuw nsw i64 %iter.sroa.7.014, 1
  %_17 = add nsw i64 %iter.sroa.7.014, -1
  %_18 = icmp ult i64 %_17, %n
  br i1 %_18, label %bb10, label %panic2.invoke

unreachable:                                      ; preds = %bb14
  unreachable

bb10:                                             ; preds = %bb6
  %exitcond.not = icmp eq i64 %iter.sroa.7.014, %n
  br i1 %exitcond.not, label %panic2.invoke, label %bb11

bb11:                                             ; preds = %bb10
  %22 = getelementptr inbounds nuw double, ptr %x, i64 %_17
  %left.sroa.0.0 = load double, ptr %22, align 8, !noundef !6
  %23 = getelementptr inbounds nuw double, ptr %x, i64 %iter.sroa.7.014
  %_21 = load double, ptr %23, align 8, !noundef !6
  %_20 = fadd double %left.sroa.0.0, %_21
  %24 = fmul double %_20, 5.000000e-01
  store double %24, ptr %iter.sroa.0.015, align 8
  %_7.i.i = icmp eq ptr %_17.i.i, %_35
  br i1 %_7.i.i, label %bb5, label %bb6, !llvm.loop !28

panic2.invoke:                                    ; preds = %bb10, %bb6
  %25 = phi i64 [ %_17, %bb6 ], [ %n, %bb10 ]
  %26 = phi ptr [ @alloc_eb090b59cfbe95496cedc73573793c5d, %bb6 ], [ @alloc_67faf8a590b0890c369dc7ad162c7234, %bb10 ]
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %25, i64 noundef %n, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %26) #15
          to label %panic2.cont unwind label %terminate

panic2.cont:                                      ; preds = %panic2.invoke
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define void @stencil(ptr noundef readonly captures(none) %u, ptr noundef writeonly captures(none) %out, i64 noundef %n) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %iter1 = add i64 %n, -1
  %_2012 = icmp ugt i64 %iter1, 1
  br i1 %_2012, label %bb5.preheader, label %bb6

bb5.preheader:                                    ; preds = %start
  %0 = add i64 %n, 1
  %umax = tail call i64 @llvm.umax.i64(i64 %n, i64 1)
  %umax24 = tail call i64 @llvm.umax.i64(i64 %n, i64 2)
  %1 = add i64 %umax24, -1
  %2 = add i64 %umax, -1
  %umin37 = tail call i64 @llvm.umin.i64(i64 %n, i64 %2)
  %3 = add i64 %umax24, -2
  %umin38 = tail call i64 @llvm.umin.i64(i64 %umin37, i64 %3)
  %4 = add i64 %n, -3
  %umin39 = tail call i64 @llvm.umin.i64(i64 %umin38, i64 %4)
  %min.iters.check = icmp ult i64 %umin39, 6
  br i1 %min.iters.check, label %bb5.preheader42, label %vector.memcheck

bb5.preheader42:                                  ; preds = %vector.body, %vector.memcheck, %bb5.preheader
  %iter.sroa.0.013.ph = phi i64 [ 1, %vector.memcheck ], [ 1, %bb5.preheader ], [ %11, %vector.body ]
  br label %bb5

vector.memcheck:                                  ; preds = %bb5.preheader
  %scevgep = getelementptr i8, ptr %out, i64 8
  %5 = add i64 %umax, -1
  %umin = tail call i64 @llvm.umin.i64(i64 %n, i64 %5)
  %6 = add i64 %umax24, -2
  %umin33 = tail call i64 @llvm.umin.i64(i64 %umin, i64 %6)
  %7 = add i64 %n, -3
  %umin34 = tail call i64 @llvm.umin.i64(i64 %umin33, i64 %7)
  %8 = shl i64 %umin34, 3
  %9 = getelementptr i8, ptr %out, i64 %8
  %scevgep35 = getelementptr i8, ptr %9, i64 16
  %10 = getelementptr i8, ptr %u, i64 %8
  %scevgep36 = getelementptr i8, ptr %10, i64 24
  %bound0 = icmp ult ptr %scevgep, %scevgep36
  %bound1 = icmp ult ptr %u, %scevgep35
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %bb5.preheader42, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %umin39, -2
  %11 = or i64 %umin39, 1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = or disjoint i64 %index, 1
  %12 = getelementptr inbounds nuw double, ptr %u, i64 %index
  %wide.load = load <2 x double>, ptr %12, align 8, !alias.scope !29
  %13 = getelementptr inbounds nuw double, ptr %u, i64 %offset.idx
  %wide.load40 = load <2 x double>, ptr %13, align 8, !alias.scope !29
  %14 = fmul <2 x double> %wide.load40, splat (double 2.000000e+00)
  %15 = fsub <2 x double> %wide.load, %14
  %16 = getelementptr inbounds nuw double, ptr %u, i64 %index
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %wide.load41 = load <2 x double>, ptr %17, align 8, !alias.scope !29
  %18 = tail call <2 x double> @llvm.powi.v2f64.i32(<2 x double> %wide.load41, i32 3)
  %19 = getelementptr inbounds nuw double, ptr %out, i64 %offset.idx
  %20 = fadd <2 x double> %15, %18
  store <2 x double> %20, ptr %19, align 8, !alias.scope !32, !noalias !29
  %index.next = add nuw i64 %index, 2
  %21 = icmp eq i64 %index.next, %n.vec
  br i1 %21, label %bb5.preheader42, label %vector.body, !llvm.loop !34

bb6:                                              ; preds = %bb4, %start
  ret void

bb5:                                              ; preds = %bb5.preheader42, %bb4
  %iter.sroa.0.013 = phi i64 [ %22, %bb4 ], [ %iter.sroa.0.013.ph, %bb5.preheader42 ]
  %22 = add nuw i64 %iter.sroa.0.013, 1
  %_9 = add i64 %iter.sroa.0.013, -1
  %exitcond.not = icmp eq i64 %iter.sroa.0.013, %0
  br i1 %exitcond.not, label %panic3.invoke, label %bb2

bb2:                                              ; preds = %bb5
  %exitcond23.not = icmp eq i64 %iter.sroa.0.013, %umax
  br i1 %exitcond23.not, label %panic3.invoke, label %bb3

terminate:                                        ; preds = %panic3.invoke
  %23 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #16
  unreachable

bb3:                                              ; preds = %bb2
  %exitcond25.not = icmp eq i64 %iter.sroa.0.013, %1
  br i1 %exitcond25.not, label %panic3.invoke, label %bb4

bb4:                                              ; preds = %bb3
  %24 = getelementptr inbounds nuw double, ptr %u, i64 %_9
  %_8 = load double, ptr %24, align 8, !noundef !6
  %25 = getelementptr inbounds nuw double, ptr %u, i64 %iter.sroa.0.013
  %_12 = load double, ptr %25, align 8, !noundef !6
  %_11 = fmul double %_12, 2.000000e+00
  %_7 = fsub double %_8, %_11
  %26 = getelementptr inbounds nuw double, ptr %u, i64 %22
  %_15 = load double, ptr %26, align 8, !noundef !6
  %27 = tail call double @llvm.powi.f64.i32(double %_15, i32 3)
  %28 = getelementptr inbounds nuw double, ptr %out, i64 %iter.sroa.0.013
  %29 = fadd double %_7, %27
  store double %29, ptr %28, align 8
  %exitcond26.not = icmp eq i64 %22, %iter1
  br i1 %exitcond26.not, label %bb6, label %bb5, !llvm.loop !35

panic3.invoke:                                    ; preds = %bb5, %bb3, %bb2
  %30 = phi i64 [ %umax, %bb2 ], [ %22, %bb3 ], [ %_9, %bb5 ]
  %31 = phi ptr [ @alloc_07933dceddb81e36c4564d412edc1ab9, %bb2 ], [ @alloc_eecfd06719ec716014a7dfdff98e86e3, %bb3 ], [ @alloc_eed2d016e3fc7c1fd9f9192a6a6e87e7, %bb5 ]
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %30, i64 noundef %n, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %31) #15
          to label %panic3.cont unwind label %terminate

panic3.cont:                                      ; preds = %panic3.invoke
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable
declare noundef double @tanh(double noundef) unnamed_addr #7

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #10

; core::panicking::panic_cannot_unwind
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() unnamed_addr #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #13

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.powi.v2f64.i32(<2 x double>, i32) #13

attributes #0 = { nofree noinline norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nofree norecurse nounwind nonlazybind memory(argmem: read, inaccessiblemem: write, errnomem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { noreturn }
attributes #16 = { cold noreturn nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E: argument 0"}
!5 = distinct !{!5, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E"}
!6 = !{}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hea720667ab52edb7E: %self"}
!11 = distinct !{!11, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hea720667ab52edb7E"}
!12 = distinct !{!12, !8}
!13 = !{!14, !16}
!14 = distinct !{!14, !15, !"_ZN11rust_slices11path_energy28_$u7b$$u7b$closure$u7d$$u7d$17he20f5de052d9dd46E: %w.0"}
!15 = distinct !{!15, !"_ZN11rust_slices11path_energy28_$u7b$$u7b$closure$u7d$$u7d$17he20f5de052d9dd46E"}
!16 = distinct !{!16, !17, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h000ebf4c0219a84dE: %elt.0"}
!17 = distinct !{!17, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h000ebf4c0219a84dE"}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_ZN4core4iter6traits8iterator8Iterator4fold17hf93027c2df17deffE: %self"}
!20 = distinct !{!20, !"_ZN4core4iter6traits8iterator8Iterator4fold17hf93027c2df17deffE"}
!21 = distinct !{!21, !8}
!22 = distinct !{!22, !8}
!23 = !{!"branch_weights", i32 4000000, i32 4001}
!24 = distinct !{!24, !25, !26, !27}
!25 = !{!"llvm.loop.peeled.count", i32 1}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !25, !27, !26}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !26, !27}
!35 = distinct !{!35, !26}
