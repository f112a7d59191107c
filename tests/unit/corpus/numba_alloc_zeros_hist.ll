; ModuleID = 'alloc_zeros_hist'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels16alloc_zeros_histB3v16B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366, i32 69, ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29 = common local_unnamed_addr global ptr null
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
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath7npy_min12_3clocals_3e8impl_minB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.12336555beca4418ad389eca190100603f5b7733 = internal constant [211 x i8] c"\80\04\95\C8\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CDzero-size array to reduction operation minimum which has no identity\94\85\94\8C\08impl_min\94\8CO/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/numba/np/arraymath.py\94M\06\04\87\94\87\94."
@.const.pickledata.12336555beca4418ad389eca190100603f5b7733.sha1 = internal constant [20 x i8] c"\123eU\BE\CAD\18\AD8\9E\CA\19\01\00`?[w3"
@.const.picklebuf.12336555beca4418ad389eca190100603f5b7733 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.12336555beca4418ad389eca190100603f5b7733, i32 211, ptr @.const.pickledata.12336555beca4418ad389eca190100603f5b7733.sha1, ptr null, i32 0 }
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath14min_comparatorB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.0e024fae43624f63720848ed009c036130eba8ff = internal constant [211 x i8] c"\80\04\95\C8\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CDzero-size array to reduction operation maximum which has no identity\94\85\94\8C\08impl_max\94\8CO/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/numba/np/arraymath.py\94M?\04\87\94\87\94."
@.const.pickledata.0e024fae43624f63720848ed009c036130eba8ff.sha1 = internal constant [20 x i8] c"\0E\02O\AECbOcr\08H\ED\00\9C\03a0\EB\A8\FF"
@.const.picklebuf.0e024fae43624f63720848ed009c036130eba8ff = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.0e024fae43624f63720848ed009c036130eba8ff, i32 211, ptr @.const.pickledata.0e024fae43624f63720848ed009c036130eba8ff.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.12 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1.13 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.12, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1.13, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath14max_comparatorB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_int12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN20corpus_numba_kernels16alloc_zeros_histB3v16B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i64 %arg.nbins) local_unnamed_addr {
B0:
  %.69 = alloca double, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  %.105 = alloca double, align 8
  %excinfo.3 = alloca ptr, align 8
  store ptr null, ptr %excinfo.3, align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  %.15.i.i = icmp slt i64 %arg.nbins, 0
  br i1 %.15.i.i, label %B0.if.if, label %B0.endif.endif.i.i, !prof !0

B0.endif.endif.i.i:                               ; preds = %B0
  %.31.i.i = icmp samesign ugt i64 %arg.nbins, 1152921504606846975
  br i1 %.31.i.i, label %B0.if.if, label %B0.endif.endif.endif.i.i, !prof !0

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.30.i.i = shl nuw nsw i64 %arg.nbins, 3
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i.i, i32 32), !noalias !1
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B0.if.if, label %B0.endif, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.if, %B0.endif.endif.if.if, %B0.endif.if.if, %B0.if.if, %B336
  %common.ret.op = phi i32 [ 0, %B336 ], [ 1, %B0.if.if ], [ 1, %B0.endif.if.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B336.loopexit.unr-lcssa:                          ; preds = %B224.endif
  %0 = and i64 %arg.x.5.0, 1
  %lcmp.mod.not = icmp eq i64 %0, 0
  br i1 %lcmp.mod.not, label %B336, label %B224.endif.epil.preheader

B224.endif.epil.preheader:                        ; preds = %B336.loopexit.unr-lcssa, %B224.lr.ph
  %.246155157.epil.init = phi i64 [ 0, %B224.lr.ph ], [ %.253.1, %B336.loopexit.unr-lcssa ]
  %1 = getelementptr double, ptr %arg.x.4, i64 %.246155157.epil.init
  %.307.epil = load double, ptr %1, align 8
  %.309.epil = fsub double %.307.epil, %.85
  %.311.epil = fmul double %.146, %.309.epil
  %.5.i.epil = fptosi double %.311.epil to i64
  %b.2.1.epil = tail call i64 @llvm.smin.i64(i64 %.5.i.epil, i64 %.343)
  %.361.epil = icmp slt i64 %b.2.1.epil, 0
  %.362.epil = select i1 %.361.epil, i64 %arg.nbins, i64 0
  %2 = getelementptr i64, ptr %.6.i.i.i, i64 %b.2.1.epil
  %.376.epil = getelementptr i64, ptr %2, i64 %.362.epil
  %.377.epil = load i64, ptr %.376.epil, align 8
  %.378.epil = add nsw i64 %.377.epil, 1
  store i64 %.378.epil, ptr %.376.epil, align 8
  br label %B336

B336:                                             ; preds = %B224.endif.epil.preheader, %B336.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  %.457 = load i64, ptr %.6.i.i.i, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i.i)
  store i64 %.457, ptr %retptr, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !14
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.30.i.i, i1 false), !noalias !15
  tail call void @NRT_incref(ptr %arg.x.0)
  store double 0.000000e+00, ptr %.69, align 8
  %.75 = call i32 @_ZN5numba2np9arraymath7npy_min12_3clocals_3e8impl_minB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.69, ptr nonnull %excinfo.2, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.85 = load double, ptr %.69, align 8
  %cond2 = icmp eq i32 %.75, 0
  br i1 %cond2, label %B0.endif.endif, label %B0.endif.if.if, !prof !18

B0.if.if:                                         ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B0
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, %B0.endif.endif.i.i ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.i.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  store double 0.000000e+00, ptr %.105, align 8
  %.111 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.105, ptr nonnull %excinfo.3, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %cond3 = icmp eq i32 %.111, 0
  br i1 %cond3, label %B0.endif.endif.endif, label %B0.endif.endif.if.if, !prof !18

B0.endif.if.if:                                   ; preds = %B0.endif
  %.76 = load ptr, ptr %excinfo.2, align 8
  store ptr %.76, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.121 = load double, ptr %.105, align 8
  tail call void @NRT_decref(ptr %arg.x.0)
  %.135 = fsub double %.121, %.85
  %.136 = fadd double %.135, 1.000000e-300
  %.139 = fcmp oeq double %.136, 0.000000e+00
  br i1 %.139, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  %.112 = load ptr, ptr %excinfo.3, align 8
  store ptr %.112, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366, ptr %excinfo, align 8, !numba_exception_output !19
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif
  %.138 = uitofp nneg i64 %arg.nbins to double
  %.146 = fdiv double %.138, %.136
  %.240156.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.240156.not, label %B336, label %B224.lr.ph

B224.lr.ph:                                       ; preds = %B0.endif.endif.endif.endif.endif
  %.343 = add nsw i64 %arg.nbins, -1
  %3 = icmp eq i64 %arg.x.5.0, 1
  br i1 %3, label %B224.endif.epil.preheader, label %B224.lr.ph.new

B224.lr.ph.new:                                   ; preds = %B224.lr.ph
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775806
  br label %B224.endif

B224.endif:                                       ; preds = %B224.endif, %B224.lr.ph.new
  %.246155157 = phi i64 [ 0, %B224.lr.ph.new ], [ %.253.1, %B224.endif ]
  %sunkaddr = mul i64 %.246155157, 8
  %sunkaddr15 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.307 = load double, ptr %sunkaddr15, align 8
  %.309 = fsub double %.307, %.85
  %.311 = fmul double %.146, %.309
  %.5.i = fptosi double %.311 to i64
  %b.2.1 = tail call i64 @llvm.smin.i64(i64 %.5.i, i64 %.343)
  %.361 = icmp slt i64 %b.2.1, 0
  %.362 = select i1 %.361, i64 %arg.nbins, i64 0
  %4 = getelementptr i64, ptr %.6.i.i.i, i64 %b.2.1
  %.376 = getelementptr i64, ptr %4, i64 %.362
  %.377 = load i64, ptr %.376, align 8
  %.378 = add nsw i64 %.377, 1
  store i64 %.378, ptr %.376, align 8
  %sunkaddr16 = mul i64 %.246155157, 8
  %sunkaddr17 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr16
  %sunkaddr18 = getelementptr i8, ptr %sunkaddr17, i64 8
  %.307.1 = load double, ptr %sunkaddr18, align 8
  %.309.1 = fsub double %.307.1, %.85
  %.311.1 = fmul double %.146, %.309.1
  %.5.i.1 = fptosi double %.311.1 to i64
  %.253.1 = add nuw i64 %.246155157, 2
  %b.2.1.1 = tail call i64 @llvm.smin.i64(i64 %.5.i.1, i64 %.343)
  %.361.1 = icmp slt i64 %b.2.1.1, 0
  %.362.1 = select i1 %.361.1, i64 %arg.nbins, i64 0
  %5 = getelementptr i64, ptr %.6.i.i.i, i64 %b.2.1.1
  %.376.1 = getelementptr i64, ptr %5, i64 %.362.1
  %.377.1 = load i64, ptr %.376.1, align 8
  %.378.1 = add nsw i64 %.377.1, 1
  store i64 %.378.1, ptr %.376.1, align 8
  %niter.ncmp.1 = icmp eq i64 %unroll_iter, %.253.1
  br i1 %niter.ncmp.1, label %B336.loopexit.unr-lcssa, label %B224.endif
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np9arraymath7npy_min12_3clocals_3e8impl_minB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.19.i.i = alloca { ptr, ptr, i64, i64, ptr, [0 x i64], [0 x i64] }, align 8
  %.23.i.i = alloca [1 x i64], align 8
  %.79.i.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.25 = icmp eq i64 %arg.a.2, 0
  br i1 %.25, label %B28, label %B58.endif

common.ret:                                       ; preds = %end.endif.endif.if.if, %B300.critedge, %B262, %B188, %B28
  %common.ret.op = phi i32 [ 1, %B28 ], [ 0, %B188 ], [ 0, %B262 ], [ 0, %B300.critedge ], [ 1, %end.endif.endif.if.if ]
  ret i32 %common.ret.op

B28:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.12336555beca4418ad389eca190100603f5b7733, ptr %excinfo, align 8, !numba_exception_output !19
  br label %common.ret

B188:                                             ; preds = %end.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.119.i, ptr %retptr, align 8
  br label %common.ret

B192:                                             ; preds = %end.endif.endif.endif
  %0 = icmp sgt i64 %arg.a.2, 1
  br i1 %0, label %B196.endif.preheader, label %B300.critedge, !prof !20

B196.endif.preheader:                             ; preds = %B192
  br label %B196.endif

B262:                                             ; preds = %B196.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.434, ptr %retptr, align 8
  br label %common.ret

B196.backedge:                                    ; preds = %B196.endif
  %.380 = add nuw i64 %.380254258, 1
  %.6.i.inv = fcmp olt double %.434, %min_value.2.0259
  %min_value.2.0..434 = select i1 %.6.i.inv, double %.434, double %min_value.2.0259
  %exitcond.not = icmp eq i64 %arg.a.2, %.380
  br i1 %exitcond.not, label %B300.critedge, label %B196.endif, !prof !21

B300.critedge:                                    ; preds = %B196.backedge, %B192
  %min_value.2.0.lcssa = phi double [ %.119.i, %B192 ], [ %min_value.2.0..434, %B196.backedge ]
  store double %min_value.2.0.lcssa, ptr %retptr, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B58.endif:                                        ; preds = %B0
  %.183 = icmp sgt i64 %arg.a.2, 1
  br i1 %.183, label %end, label %B58.endif.endif.endif, !prof !22

end:                                              ; preds = %B58.endif.endif.endif, %B58.endif
  %.89.0 = phi i64 [ 0, %B58.endif.endif.endif ], [ 1, %B58.endif ]
  call void @llvm.lifetime.start.p0(ptr nonnull %.19.i.i), !noalias !23
  call void @llvm.lifetime.start.p0(ptr nonnull %.23.i.i), !noalias !23
  call void @llvm.lifetime.start.p0(ptr nonnull %.79.i.i), !noalias !23
  %.fca.2.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 16
  %.fca.3.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 24
  %.fca.4.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 32
  store i64 0, ptr %.79.i.i, align 8, !noalias !27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.19.i.i, i8 0, i64 16, i1 false)
  store i64 1, ptr %.fca.2.gep.i.i, align 8, !noalias !27
  store i64 8, ptr %.fca.3.gep.i.i, align 8, !noalias !27
  store ptr %arg.a.4, ptr %.fca.4.gep.i.i, align 8, !noalias !27
  store i64 1, ptr %.23.i.i, align 8, !noalias !27
  %.81.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 40
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, ptr nonnull %.81.i.i, ptr nonnull %.81.i.i, i64 1, ptr nonnull %.23.i.i, ptr nonnull %.79.i.i, i64 8, i32 0), !noalias !27
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if.if, label %end.endif.endif.endif

B58.endif.endif.endif:                            ; preds = %B58.endif
  br label %end

end.endif.endif.endif:                            ; preds = %end
  %sunkaddr = getelementptr inbounds i8, ptr %.19.i.i, i64 32
  %.101.i.i = load ptr, ptr %sunkaddr, align 8, !noalias !27
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !23
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !23
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !23
  %.119.i = load double, ptr %.101.i.i, align 8, !noalias !23
  %.255.le = fcmp uno double %.119.i, 0.000000e+00
  br i1 %.255.le, label %B188, label %B192

end.endif.endif.if.if:                            ; preds = %end
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !23
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !23
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !23
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8
  br label %common.ret

B196.endif:                                       ; preds = %B196.endif.preheader, %B196.backedge
  %min_value.2.0259 = phi double [ %min_value.2.0..434, %B196.backedge ], [ %.119.i, %B196.endif.preheader ]
  %.380254258 = phi i64 [ %.380, %B196.backedge ], [ %.89.0, %B196.endif.preheader ]
  %1 = shl i64 %.380254258, 3
  %scevgep = getelementptr i8, ptr %arg.a.4, i64 %1
  %.434 = load double, ptr %scevgep, align 8
  %.447.le = fcmp uno double %.434, 0.000000e+00
  br i1 %.447.le, label %B262, label %B196.backedge
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.19.i.i = alloca { ptr, ptr, i64, i64, ptr, [0 x i64], [0 x i64] }, align 8
  %.23.i.i = alloca [1 x i64], align 8
  %.79.i.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.25 = icmp eq i64 %arg.a.2, 0
  br i1 %.25, label %B28, label %B58.endif

common.ret:                                       ; preds = %end.endif.endif.if.if, %B300.critedge, %B262, %B188, %B28
  %common.ret.op = phi i32 [ 1, %B28 ], [ 0, %B188 ], [ 0, %B262 ], [ 0, %B300.critedge ], [ 1, %end.endif.endif.if.if ]
  ret i32 %common.ret.op

B28:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.0e024fae43624f63720848ed009c036130eba8ff, ptr %excinfo, align 8, !numba_exception_output !19
  br label %common.ret

B188:                                             ; preds = %end.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.119.i, ptr %retptr, align 8
  br label %common.ret

B192:                                             ; preds = %end.endif.endif.endif
  %0 = icmp sgt i64 %arg.a.2, 1
  br i1 %0, label %B196.endif.preheader, label %B300.critedge, !prof !20

B196.endif.preheader:                             ; preds = %B192
  br label %B196.endif

B262:                                             ; preds = %B196.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.434, ptr %retptr, align 8
  br label %common.ret

B196.backedge:                                    ; preds = %B196.endif
  %.380 = add nuw i64 %.380254258, 1
  %.6.i.inv = fcmp ogt double %.434, %max_value.2.0259
  %max_value.2.0..434 = select i1 %.6.i.inv, double %.434, double %max_value.2.0259
  %exitcond.not = icmp eq i64 %arg.a.2, %.380
  br i1 %exitcond.not, label %B300.critedge, label %B196.endif, !prof !21

B300.critedge:                                    ; preds = %B196.backedge, %B192
  %max_value.2.0.lcssa = phi double [ %.119.i, %B192 ], [ %max_value.2.0..434, %B196.backedge ]
  store double %max_value.2.0.lcssa, ptr %retptr, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B58.endif:                                        ; preds = %B0
  %.183 = icmp sgt i64 %arg.a.2, 1
  br i1 %.183, label %end, label %B58.endif.endif.endif, !prof !22

end:                                              ; preds = %B58.endif.endif.endif, %B58.endif
  %.89.0 = phi i64 [ 0, %B58.endif.endif.endif ], [ 1, %B58.endif ]
  call void @llvm.lifetime.start.p0(ptr nonnull %.19.i.i), !noalias !31
  call void @llvm.lifetime.start.p0(ptr nonnull %.23.i.i), !noalias !31
  call void @llvm.lifetime.start.p0(ptr nonnull %.79.i.i), !noalias !31
  %.fca.2.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 16
  %.fca.3.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 24
  %.fca.4.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 32
  store i64 0, ptr %.79.i.i, align 8, !noalias !35
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.19.i.i, i8 0, i64 16, i1 false)
  store i64 1, ptr %.fca.2.gep.i.i, align 8, !noalias !35
  store i64 8, ptr %.fca.3.gep.i.i, align 8, !noalias !35
  store ptr %arg.a.4, ptr %.fca.4.gep.i.i, align 8, !noalias !35
  store i64 1, ptr %.23.i.i, align 8, !noalias !35
  %.81.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 40
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, ptr nonnull %.81.i.i, ptr nonnull %.81.i.i, i64 1, ptr nonnull %.23.i.i, ptr nonnull %.79.i.i, i64 8, i32 0), !noalias !35
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if.if, label %end.endif.endif.endif

B58.endif.endif.endif:                            ; preds = %B58.endif
  br label %end

end.endif.endif.endif:                            ; preds = %end
  %sunkaddr = getelementptr inbounds i8, ptr %.19.i.i, i64 32
  %.101.i.i = load ptr, ptr %sunkaddr, align 8, !noalias !35
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !31
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !31
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !31
  %.119.i = load double, ptr %.101.i.i, align 8, !noalias !31
  %.255.le = fcmp uno double %.119.i, 0.000000e+00
  br i1 %.255.le, label %B188, label %B192

end.endif.endif.if.if:                            ; preds = %end
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !31
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !31
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !31
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c.11, ptr %excinfo, align 8
  br label %common.ret

B196.endif:                                       ; preds = %B196.endif.preheader, %B196.backedge
  %max_value.2.0259 = phi double [ %max_value.2.0..434, %B196.backedge ], [ %.119.i, %B196.endif.preheader ]
  %.380254258 = phi i64 [ %.380, %B196.backedge ], [ %.89.0, %B196.endif.preheader ]
  %1 = shl i64 %.380254258, 3
  %scevgep = getelementptr i8, ptr %arg.a.4, i64 %1
  %.434 = load double, ptr %scevgep, align 8
  %.447.le = fcmp uno double %.434, 0.000000e+00
  br i1 %.447.le, label %B262, label %B196.backedge
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7, !8, !10, !11, !13}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29: %excinfo"}
!14 = !{!8, !10, !11, !13}
!15 = !{!16, !11, !13}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIxLi1E1C7mutable7alignedE"}
!18 = !{!"branch_weights", i32 49, i32 1}
!19 = !{i1 true}
!20 = !{!"branch_weights", i32 127, i32 1}
!21 = !{!"branch_weights", i32 127, i32 12545}
!22 = !{!"branch_weights", i32 99, i32 1}
!23 = !{!24, !26}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %excinfo"}
!27 = !{!28, !30, !24, !26}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
!31 = !{!32, !34}
!32 = distinct !{!32, !33, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29"}
!34 = distinct !{!34, !33, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %excinfo"}
!35 = !{!36, !38, !32, !34}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
