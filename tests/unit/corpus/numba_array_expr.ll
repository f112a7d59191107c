; ModuleID = 'array_expr'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels10array_exprB3v32B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1bda9f5290B3v36B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v37B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN20corpus_numba_kernels10array_exprB3v32B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B128.i:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  %0 = add i64 %arg.x.5.0.fr, -1152921504606846976
  %.79 = icmp ult i64 %0, -2305843009213693952
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.78 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !9

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.14623 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.14623, label %for.body.lr.ph, label %for.end.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.148.not, label %for.body.endif.endif, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %arg.x.4 to i64
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 16
  br i1 %diff.check, label %for.body.endif.endif.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0.fr, 9223372036854775806
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = shl i64 %index, 3
  %scevgep39 = getelementptr i8, ptr %arg.x.4, i64 %4
  %wide.load = load <2 x double>, ptr %scevgep39, align 8
  %5 = tail call <2 x double> @llvm.sin.v2f64(<2 x double> %wide.load)
  %6 = fneg <2 x double> %wide.load
  %7 = tail call <2 x double> @llvm.exp.v2f64(<2 x double> %6)
  %8 = fmul <2 x double> %5, %7
  %9 = shl i64 %index, 3
  %scevgep38 = getelementptr i8, ptr %.6.i, i64 %9
  store <2 x double> %8, ptr %scevgep38, align 8
  %index.next = add nuw i64 %index, 2
  %10 = icmp eq i64 %n.vec, %index.next
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %vector.memcheck, %middle.block
  %loop.index25.us.ph = phi i64 [ 0, %vector.memcheck ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %loop.index25.us.ph, 1
  %xtraiter = and i64 %arg.x.5.0.fr, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.preheader
  %.155.us.prol = getelementptr double, ptr %arg.x.4, i64 %loop.index25.us.ph
  %.156.us.prol = load double, ptr %.155.us.prol, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.156.us.prol)
  %.17.i.prol = fneg double %.156.us.prol
  %.25.le.i.prol = tail call double @llvm.exp.f64(double %.17.i.prol)
  %.30.i.prol = fmul double %.12.le.i.prol, %.25.le.i.prol
  %.183.us.prol = getelementptr double, ptr %.6.i, i64 %loop.index25.us.ph
  store double %.30.i.prol, ptr %.183.us.prol, align 8
  %.185.us.prol = or disjoint i64 %loop.index25.us.ph, 1
  br label %for.body.endif.endif.us.prol.loopexit

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index25.us.unr = phi i64 [ %loop.index25.us.ph, %for.body.endif.endif.us.preheader ], [ %.185.us.prol, %for.body.endif.endif.us.prol ]
  %11 = icmp eq i64 %arg.x.5.0.fr, %.neg
  br i1 %11, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader29

for.body.endif.endif.us.preheader29:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader29, %for.body.endif.endif.us
  %loop.index25.us = phi i64 [ %.185.us.1, %for.body.endif.endif.us ], [ %loop.index25.us.unr, %for.body.endif.endif.us.preheader29 ]
  %sunkaddr = mul i64 %loop.index25.us, 8
  %sunkaddr40 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.156.us = load double, ptr %sunkaddr40, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.156.us)
  %.17.i = fneg double %.156.us
  %.25.le.i = tail call double @llvm.exp.f64(double %.17.i)
  %.30.i = fmul double %.12.le.i, %.25.le.i
  %sunkaddr41 = mul i64 %loop.index25.us, 8
  %sunkaddr42 = getelementptr i8, ptr %.6.i, i64 %sunkaddr41
  store double %.30.i, ptr %sunkaddr42, align 8
  %sunkaddr43 = mul i64 %loop.index25.us, 8
  %sunkaddr44 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr43
  %sunkaddr45 = getelementptr i8, ptr %sunkaddr44, i64 8
  %.156.us.1 = load double, ptr %sunkaddr45, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.156.us.1)
  %.17.i.1 = fneg double %.156.us.1
  %.25.le.i.1 = tail call double @llvm.exp.f64(double %.17.i.1)
  %.30.i.1 = fmul double %.12.le.i.1, %.25.le.i.1
  %sunkaddr46 = mul i64 %loop.index25.us, 8
  %sunkaddr47 = getelementptr i8, ptr %.6.i, i64 %sunkaddr46
  %sunkaddr48 = getelementptr i8, ptr %sunkaddr47, i64 8
  store double %.30.i.1, ptr %sunkaddr48, align 8
  %.185.us.1 = add nuw nsw i64 %loop.index25.us, 2
  %exitcond30.not.1 = icmp eq i64 %arg.x.5.0.fr, %.185.us.1
  br i1 %exitcond30.not.1, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !13

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif
  %xtraiter.i = and i64 %arg.x.5.0.fr, 7
  %12 = icmp samesign ult i64 %arg.x.5.0.fr, 8
  br i1 %12, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !14

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %13 = lshr i64 %arg.x.5.0.fr, 3
  %14 = trunc i64 %13 to i60
  %15 = zext i60 %14 to i64
  %16 = mul nsw i64 %15, -8
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !15

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %17 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %17
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !16
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !19, !llvm.loop !20

.89.endif.i:                                      ; preds = %.89.endif.i, %.89.endif.preheader.new.i
  %lsr.iv = phi i64 [ %lsr.iv.next, %.89.endif.i ], [ %16, %.89.endif.preheader.new.i ]
  %.77.013.i = phi ptr [ %.114.7.i, %.89.endif.i ], [ %.6.i, %.89.endif.preheader.new.i ]
  %.72.012.i = phi double [ %.108.7.i, %.89.endif.i ], [ 0.000000e+00, %.89.endif.preheader.new.i ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !16
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i9 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i9, align 8, !noalias !16
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !16
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !16
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !16
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !16
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !16
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !16
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %lsr.iv.next = add i64 %lsr.iv, 8
  %niter.ncmp.7.i = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7.i, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !23, !llvm.loop !24

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.156 = load double, ptr %arg.x.4, align 8
  %.12.le.i5 = tail call double @llvm.sin.f64(double %.156)
  %.17.i6 = fneg double %.156
  %.25.le.i7 = tail call double @llvm.exp.f64(double %.17.i6)
  %.30.i8 = fmul double %.12.le.i5, %.25.le.i7
  store double %.30.i8, ptr %.6.i, align 8
  br label %.89.endif.preheader.i

for.end.endif:                                    ; preds = %.89.endif.epil.i, %B0.endif.endif.endif.endif, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif ], [ %.108.7.i, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr %arg.x.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #0

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !9

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.exp.v2f64(<2 x double>) #4

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 42949671, i32 -42949671}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !11}
!14 = !{!"branch_weights", i32 146201250, i32 2001282398}
!15 = !{!"branch_weights", i32 277993707, i32 1869489941}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!19 = !{!"branch_weights", i32 542333185, i32 1605150463}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.estimated_trip_count", i32 4}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = !{!"branch_weights", i32 166258294, i32 1981225354}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.estimated_trip_count", i32 12}
