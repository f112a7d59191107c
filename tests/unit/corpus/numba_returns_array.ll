; ModuleID = 'returns_array'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels13returns_arrayB3v30B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN20corpus_numba_kernels13returns_arrayB3v30B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !0
  %0 = add i64 %arg.x.5.0, -1152921504606846976
  %.34.i = icmp ult i64 %0, -2305843009213693952
  br i1 %.34.i, label %B0.if.if, label %B0.endif.i, !prof !4

B0.endif.i:                                       ; preds = %B0
  %.33.i = shl nsw i64 %arg.x.5.0, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !5
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B0.endif.endif, !prof !4

B102:                                             ; preds = %B102, %B102.preheader.new
  %acc.2.0133 = phi double [ 0.000000e+00, %B102.preheader.new ], [ %.226.3, %B102 ]
  %.163129131 = phi i64 [ 0, %B102.preheader.new ], [ %.170.3, %B102 ]
  %sunkaddr = mul i64 %.163129131, 8
  %sunkaddr31 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.224 = load double, ptr %sunkaddr31, align 8
  %.226 = fadd double %acc.2.0133, %.224
  %sunkaddr32 = mul i64 %.163129131, 8
  %sunkaddr33 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr32
  store double %.226, ptr %sunkaddr33, align 8
  %sunkaddr34 = mul i64 %.163129131, 8
  %sunkaddr35 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr34
  %sunkaddr36 = getelementptr i8, ptr %sunkaddr35, i64 8
  %.224.1 = load double, ptr %sunkaddr36, align 8
  %.226.1 = fadd double %.226, %.224.1
  %sunkaddr37 = mul i64 %.163129131, 8
  %sunkaddr38 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr37
  %sunkaddr39 = getelementptr i8, ptr %sunkaddr38, i64 8
  store double %.226.1, ptr %sunkaddr39, align 8
  %sunkaddr40 = mul i64 %.163129131, 8
  %sunkaddr41 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr40
  %sunkaddr42 = getelementptr i8, ptr %sunkaddr41, i64 16
  %.224.2 = load double, ptr %sunkaddr42, align 8
  %.226.2 = fadd double %.226.1, %.224.2
  %sunkaddr43 = mul i64 %.163129131, 8
  %sunkaddr44 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr43
  %sunkaddr45 = getelementptr i8, ptr %sunkaddr44, i64 16
  store double %.226.2, ptr %sunkaddr45, align 8
  %.170.3 = add nuw nsw i64 %.163129131, 4
  %sunkaddr46 = mul i64 %.163129131, 8
  %sunkaddr47 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr46
  %sunkaddr48 = getelementptr i8, ptr %sunkaddr47, i64 24
  %.224.3 = load double, ptr %sunkaddr48, align 8
  %.226.3 = fadd double %.226.2, %.224.3
  %sunkaddr49 = mul i64 %.163129131, 8
  %sunkaddr50 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr49
  %sunkaddr51 = getelementptr i8, ptr %sunkaddr50, i64 24
  store double %.226.3, ptr %sunkaddr51, align 8
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.170.3
  br i1 %niter.ncmp.3, label %B138.loopexit.unr-lcssa, label %B102

common.ret:                                       ; preds = %B0.if.if, %B138
  %common.ret.op = phi i32 [ 0, %B138 ], [ 1, %B0.if.if ]
  ret i32 %common.ret.op

B138.loopexit.unr-lcssa:                          ; preds = %B102
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B138, label %B102.epil.preheader

B102.epil.preheader:                              ; preds = %B138.loopexit.unr-lcssa, %B102.preheader
  %acc.2.0133.epil.init = phi double [ 0.000000e+00, %B102.preheader ], [ %.226.3, %B138.loopexit.unr-lcssa ]
  %.163129131.epil.init = phi i64 [ 0, %B102.preheader ], [ %.170.3, %B138.loopexit.unr-lcssa ]
  %1 = shl i64 %.163129131.epil.init, 3
  %scevgep = getelementptr i8, ptr %.6.i.i, i64 %1
  %scevgep13 = getelementptr i8, ptr %arg.x.4, i64 %1
  br label %B102.epil

B102.epil:                                        ; preds = %B102.epil, %B102.epil.preheader
  %acc.2.0133.epil = phi double [ %.226.epil, %B102.epil ], [ %acc.2.0133.epil.init, %B102.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B102.epil ], [ 0, %B102.epil.preheader ]
  %2 = shl nuw nsw i64 %epil.iter, 3
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 %2
  %.224.epil = load double, ptr %scevgep14, align 8
  %.226.epil = fadd double %acc.2.0133.epil, %.224.epil
  %3 = shl nuw nsw i64 %epil.iter, 3
  %scevgep12 = getelementptr i8, ptr %scevgep, i64 %3
  store double %.226.epil, ptr %scevgep12, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B138, label %B102.epil, !llvm.loop !12

B138:                                             ; preds = %B102.epil, %B138.loopexit.unr-lcssa, %B0.endif.endif
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack116 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack116, align 8
  %retptr.repack118 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.x.5.0, ptr %retptr.repack118, align 8
  %retptr.repack120 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack120, align 8
  %retptr.repack122 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack122, align 8
  %retptr.repack124 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.x.5.0, ptr %retptr.repack124, align 8
  %retptr.repack126 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack126, align 8
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %common.ret

B0.if.if:                                         ; preds = %B0, %B0.endif.i
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !0
  tail call void @NRT_decref(ptr %arg.x.0), !noalias !0
  %.157130.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.157130.not, label %B138, label %B102.preheader

B102.preheader:                                   ; preds = %B0.endif.endif
  %xtraiter = and i64 %arg.x.5.0, 3
  %4 = icmp ult i64 %arg.x.5.0, 4
  br i1 %4, label %B102.epil.preheader, label %B102.preheader.new

B102.preheader.new:                               ; preds = %B102.preheader
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775804
  br label %B102
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #2

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { noinline }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!6, !8, !9, !11, !1, !3}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
