; ModuleID = 'alloc_empty'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels11alloc_emptyB3v12B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN20corpus_numba_kernels11alloc_emptyB3v12B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.x.0)
  %.14.i = icmp slt i64 %arg.x.5.0, 0
  br i1 %.14.i, label %B0.if.if, label %B0.endif.endif.i, !prof !0

B0.endif.endif.i:                                 ; preds = %B0
  %const = bitcast i64 1152921504606846974 to i64
  %const_mat = add i64 %const, 1
  %.30.i = icmp samesign ugt i64 %arg.x.5.0, %const_mat
  br i1 %.30.i, label %B0.if.if, label %B0.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.29.i = shl nuw nsw i64 %arg.x.5.0, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.29.i, i32 32), !noalias !1
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B0.endif.endif, !prof !0

B102:                                             ; preds = %B102.preheader14, %B102
  %.162188190 = phi i64 [ %.169.3, %B102 ], [ %.162188190.unr, %B102.preheader14 ]
  %sunkaddr = mul i64 %.162188190, 8
  %sunkaddr41 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.223 = load double, ptr %sunkaddr41, align 8
  %.231.le = tail call double @llvm.sin.f64(double %.223)
  %sunkaddr42 = mul i64 %.162188190, 8
  %sunkaddr43 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr42
  store double %.231.le, ptr %sunkaddr43, align 8
  %sunkaddr44 = mul i64 %.162188190, 8
  %sunkaddr45 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr44
  %sunkaddr46 = getelementptr i8, ptr %sunkaddr45, i64 8
  %.223.1 = load double, ptr %sunkaddr46, align 8
  %.231.le.1 = tail call double @llvm.sin.f64(double %.223.1)
  %sunkaddr47 = mul i64 %.162188190, 8
  %sunkaddr48 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr47
  %sunkaddr49 = getelementptr i8, ptr %sunkaddr48, i64 8
  store double %.231.le.1, ptr %sunkaddr49, align 8
  %sunkaddr50 = mul i64 %.162188190, 8
  %sunkaddr51 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr50
  %sunkaddr52 = getelementptr i8, ptr %sunkaddr51, i64 16
  %.223.2 = load double, ptr %sunkaddr52, align 8
  %.231.le.2 = tail call double @llvm.sin.f64(double %.223.2)
  %sunkaddr53 = mul i64 %.162188190, 8
  %sunkaddr54 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr53
  %sunkaddr55 = getelementptr i8, ptr %sunkaddr54, i64 16
  store double %.231.le.2, ptr %sunkaddr55, align 8
  %.169.3 = add nuw nsw i64 %.162188190, 4
  %sunkaddr56 = mul i64 %.162188190, 8
  %sunkaddr57 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr56
  %sunkaddr58 = getelementptr i8, ptr %sunkaddr57, i64 24
  %.223.3 = load double, ptr %sunkaddr58, align 8
  %.231.le.3 = tail call double @llvm.sin.f64(double %.223.3)
  %sunkaddr59 = mul i64 %.162188190, 8
  %sunkaddr60 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr59
  %sunkaddr61 = getelementptr i8, ptr %sunkaddr60, i64 24
  store double %.231.le.3, ptr %sunkaddr61, align 8
  %exitcond.not.3 = icmp eq i64 %arg.x.5.0, %.169.3
  br i1 %exitcond.not.3, label %B200.preheader, label %B102, !llvm.loop !11

B200:                                             ; preds = %B200, %B200.preheader.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %B200 ], [ %22, %B200.preheader.new ]
  %s.2.0198 = phi double [ 0.000000e+00, %B200.preheader.new ], [ %.462.1, %B200 ]
  %.365194196 = phi i64 [ 0, %B200.preheader.new ], [ %.372.1, %B200 ]
  %0 = shl i64 %.365194196, 3
  %scevgep16 = getelementptr i8, ptr %.6.i.i, i64 %0
  %.426 = load double, ptr %scevgep16, align 8
  %.443 = icmp slt i64 %lsr.iv, 0
  %.444 = select i1 %.443, i64 %arg.x.5.0, i64 0
  %1 = shl i64 %.444, 3
  %scevgep17 = getelementptr i8, ptr %.6.i.i, i64 %1
  %2 = shl i64 %lsr.iv, 3
  %scevgep18 = getelementptr i8, ptr %scevgep17, i64 %2
  %.459 = load double, ptr %scevgep18, align 8
  %.460 = fmul double %.426, %.459
  %.462 = fadd double %s.2.0198, %.460
  %.372.1 = add nuw i64 %.365194196, 2
  %3 = shl i64 %.365194196, 3
  %scevgep = getelementptr i8, ptr %.6.i.i, i64 %3
  %scevgep15 = getelementptr i8, ptr %scevgep, i64 8
  %.426.1 = load double, ptr %scevgep15, align 8
  %4 = xor i64 %.365194196, -2
  %.429.1 = add nsw i64 %arg.x.5.0, %4
  %.443.1 = icmp slt i64 %.429.1, 0
  %.444.1 = select i1 %.443.1, i64 %arg.x.5.0, i64 0
  %5 = getelementptr double, ptr %.6.i.i, i64 %.429.1
  %.458.1 = getelementptr double, ptr %5, i64 %.444.1
  %.459.1 = load double, ptr %.458.1, align 8
  %.460.1 = fmul double %.426.1, %.459.1
  %.462.1 = fadd double %.462, %.460.1
  %lsr.iv.next = add i64 %lsr.iv, -2
  %niter.ncmp.1 = icmp eq i64 %unroll_iter, %.372.1
  br i1 %niter.ncmp.1, label %B256.loopexit.unr-lcssa, label %B200

common.ret:                                       ; preds = %B0.if.if, %B256
  %common.ret.op = phi i32 [ 0, %B256 ], [ 1, %B0.if.if ]
  ret i32 %common.ret.op

B256.loopexit.unr-lcssa:                          ; preds = %B200
  %6 = and i64 %arg.x.5.0, 1
  %lcmp.mod11.not = icmp eq i64 %6, 0
  br i1 %lcmp.mod11.not, label %B256, label %B200.epil.preheader

B200.epil.preheader:                              ; preds = %B256.loopexit.unr-lcssa, %B200.preheader
  %s.2.0198.epil.init = phi double [ 0.000000e+00, %B200.preheader ], [ %.462.1, %B256.loopexit.unr-lcssa ]
  %.365194196.epil.init = phi i64 [ 0, %B200.preheader ], [ %.372.1, %B256.loopexit.unr-lcssa ]
  %7 = getelementptr double, ptr %.6.i.i, i64 %.365194196.epil.init
  %.426.epil = load double, ptr %7, align 8
  %8 = xor i64 %.365194196.epil.init, -1
  %.429.epil = add nsw i64 %arg.x.5.0, %8
  %.443.epil = icmp slt i64 %.429.epil, 0
  %.444.epil = select i1 %.443.epil, i64 %arg.x.5.0, i64 0
  %9 = getelementptr double, ptr %.6.i.i, i64 %.429.epil
  %.458.epil = getelementptr double, ptr %9, i64 %.444.epil
  %.459.epil = load double, ptr %.458.epil, align 8
  %.460.epil = fmul double %.426.epil, %.459.epil
  %.462.epil = fadd double %s.2.0198.epil.init, %.460.epil
  br label %B256

B256:                                             ; preds = %B200.epil.preheader, %B256.loopexit.unr-lcssa, %B164.endif.thread
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B164.endif.thread ], [ %.462.1, %B256.loopexit.unr-lcssa ], [ %.462.epil, %B200.epil.preheader ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  store double %s.2.0.lcssa, ptr %retptr, align 8
  br label %common.ret

B0.if.if:                                         ; preds = %B0.endif.endif.i, %B0, %B0.endif.endif.endif.i
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !13
  switch i64 %arg.x.5.0, label %vector.memcheck [
    i64 0, label %B164.endif.thread
    i64 1, label %B102.preheader
  ]

vector.memcheck:                                  ; preds = %B0.endif.endif
  %10 = ptrtoint ptr %arg.x.4 to i64
  %.6.i.i8 = ptrtoint ptr %.6.i.i to i64
  %11 = sub i64 %.6.i.i8, %10
  %diff.check = icmp ult i64 %11, 16
  br i1 %diff.check, label %B102.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %12 = shl i64 %index, 3
  %scevgep40 = getelementptr i8, ptr %arg.x.4, i64 %12
  %wide.load = load <2 x double>, ptr %scevgep40, align 8
  %13 = tail call <2 x double> @llvm.sin.v2f64(<2 x double> %wide.load)
  %14 = shl i64 %index, 3
  %scevgep39 = getelementptr i8, ptr %.6.i.i, i64 %14
  store <2 x double> %13, ptr %scevgep39, align 8
  %index.next = add nuw i64 %index, 2
  %15 = icmp eq i64 %n.vec, %index.next
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0, %n.vec
  br i1 %cmp.n, label %B200.preheader, label %B102.preheader

B102.preheader:                                   ; preds = %B0.endif.endif, %vector.memcheck, %middle.block
  %.162188190.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %B0.endif.endif ], [ %n.vec, %middle.block ]
  %16 = sub nsw i64 %arg.x.5.0, %.162188190.ph
  %xtraiter = and i64 %16, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B102.prol.loopexit, label %B102.prol.preheader

B102.prol.preheader:                              ; preds = %B102.preheader
  br label %B102.prol

B102.prol:                                        ; preds = %B102.prol.preheader, %B102.prol
  %lsr.iv37 = phi i64 [ %xtraiter, %B102.prol.preheader ], [ %lsr.iv.next38, %B102.prol ]
  %.162188190.prol = phi i64 [ %.169.prol, %B102.prol ], [ %.162188190.ph, %B102.prol.preheader ]
  %.169.prol = add nuw nsw i64 %.162188190.prol, 1
  %17 = shl nuw i64 %.162188190.prol, 3
  %scevgep36 = getelementptr i8, ptr %arg.x.4, i64 %17
  %.223.prol = load double, ptr %scevgep36, align 8
  %.231.le.prol = tail call double @llvm.sin.f64(double %.223.prol)
  %18 = shl nuw i64 %.162188190.prol, 3
  %scevgep35 = getelementptr i8, ptr %.6.i.i, i64 %18
  store double %.231.le.prol, ptr %scevgep35, align 8
  %lsr.iv.next38 = add nsw i64 %lsr.iv37, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next38, 0
  br i1 %prol.iter.cmp.not, label %B102.prol.loopexit, label %B102.prol, !llvm.loop !16

B102.prol.loopexit:                               ; preds = %B102.prol, %B102.preheader
  %.162188190.unr = phi i64 [ %.162188190.ph, %B102.preheader ], [ %.169.prol, %B102.prol ]
  %19 = sub nsw i64 %.162188190.ph, %arg.x.5.0
  %20 = icmp ugt i64 %19, -4
  br i1 %20, label %B200.preheader, label %B102.preheader14

B102.preheader14:                                 ; preds = %B102.prol.loopexit
  br label %B102

B164.endif.thread:                                ; preds = %B0.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %B256

B200.preheader:                                   ; preds = %B102, %B102.prol.loopexit, %middle.block
  tail call void @NRT_decref(ptr %arg.x.0)
  %21 = icmp eq i64 %arg.x.5.0, 1
  br i1 %21, label %B200.epil.preheader, label %B200.preheader.new

B200.preheader.new:                               ; preds = %B200.preheader
  %unroll_iter = and i64 %arg.x.5.0, %const
  %22 = add i64 %arg.x.5.0, -1
  br label %B200
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #0

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sin.v2f64(<2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7, !8, !10}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!8, !10}
!14 = distinct !{!14, !12, !15}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
