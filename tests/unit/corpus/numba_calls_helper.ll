; ModuleID = 'calls_helper'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels12calls_helperB2v9B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv20corpus_numba_kernels7_hornerB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv20corpus_numba_kernels3_sqB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd = common local_unnamed_addr global ptr null

define noundef range(i32 -1, -2) i32 @_ZN20corpus_numba_kernels12calls_helperB2v9B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif:
  %.11391.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11391.not, label %common.ret, label %B62.endif.endif.preheader

B62.endif.endif.preheader:                        ; preds = %B0.endif
  %0 = icmp eq i64 %arg.x.5.0, 1
  br i1 %0, label %B62.endif.endif.epil.preheader, label %B62.endif.endif.preheader.new

B62.endif.endif.preheader.new:                    ; preds = %B62.endif.endif.preheader
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775806
  br label %B62.endif.endif

common.ret.loopexit.unr-lcssa:                    ; preds = %B62.endif.endif
  %1 = and i64 %arg.x.5.0, 1
  %lcmp.mod.not = icmp eq i64 %1, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B62.endif.endif.epil.preheader

B62.endif.endif.epil.preheader:                   ; preds = %common.ret.loopexit.unr-lcssa, %B62.endif.endif.preheader
  %s.2.094.epil.init = phi double [ 0.000000e+00, %B62.endif.endif.preheader ], [ %.263.1, %common.ret.loopexit.unr-lcssa ]
  %.1198992.epil.init = phi i64 [ 0, %B62.endif.endif.preheader ], [ %.126.1, %common.ret.loopexit.unr-lcssa ]
  %2 = getelementptr double, ptr %arg.x.4, i64 %.1198992.epil.init
  %.181.epil = load double, ptr %2, align 8
  %.5.i.epil = fmul double %.181.epil, 0x3FA5555555555555
  %.6.i.epil = fadd double %.5.i.epil, 0x3FC5555555555555
  %.7.i.epil = fmul double %.181.epil, %.6.i.epil
  %.8.i.epil = fadd double %.7.i.epil, 5.000000e-01
  %.9.i.epil = fmul double %.181.epil, %.8.i.epil
  %.10.i.epil = fadd double %.9.i.epil, 1.000000e+00
  %.5.i4.epil = fmul double %.181.epil, %.181.epil
  %.261.epil = fsub double %.10.i.epil, %.5.i4.epil
  %.263.epil = fadd double %s.2.094.epil.init, %.261.epil
  br label %common.ret

common.ret:                                       ; preds = %B62.endif.endif.epil.preheader, %common.ret.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.263.1, %common.ret.loopexit.unr-lcssa ], [ %.263.epil, %B62.endif.endif.epil.preheader ]
  store double %s.2.0.lcssa, ptr %retptr, align 8
  ret i32 0

B62.endif.endif:                                  ; preds = %B62.endif.endif, %B62.endif.endif.preheader.new
  %s.2.094 = phi double [ 0.000000e+00, %B62.endif.endif.preheader.new ], [ %.263.1, %B62.endif.endif ]
  %.1198992 = phi i64 [ 0, %B62.endif.endif.preheader.new ], [ %.126.1, %B62.endif.endif ]
  %sunkaddr = mul i64 %.1198992, 8
  %sunkaddr10 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.181 = load double, ptr %sunkaddr10, align 8
  %.5.i = fmul double %.181, 0x3FA5555555555555
  %.6.i = fadd double %.5.i, 0x3FC5555555555555
  %.7.i = fmul double %.181, %.6.i
  %.8.i = fadd double %.7.i, 5.000000e-01
  %.9.i = fmul double %.181, %.8.i
  %.10.i = fadd double %.9.i, 1.000000e+00
  %.5.i4 = fmul double %.181, %.181
  %.261 = fsub double %.10.i, %.5.i4
  %.263 = fadd double %s.2.094, %.261
  %.126.1 = add nuw i64 %.1198992, 2
  %sunkaddr11 = mul i64 %.1198992, 8
  %sunkaddr12 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr11
  %sunkaddr13 = getelementptr i8, ptr %sunkaddr12, i64 8
  %.181.1 = load double, ptr %sunkaddr13, align 8
  %.5.i.1 = fmul double %.181.1, 0x3FA5555555555555
  %.6.i.1 = fadd double %.5.i.1, 0x3FC5555555555555
  %.7.i.1 = fmul double %.181.1, %.6.i.1
  %.8.i.1 = fadd double %.7.i.1, 5.000000e-01
  %.9.i.1 = fmul double %.181.1, %.8.i.1
  %.10.i.1 = fadd double %.9.i.1, 1.000000e+00
  %.5.i4.1 = fmul double %.181.1, %.181.1
  %.261.1 = fsub double %.10.i.1, %.5.i4.1
  %.263.1 = fadd double %.263, %.261.1
  %niter.ncmp.1 = icmp eq i64 %unroll_iter, %.126.1
  br i1 %niter.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %B62.endif.endif
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #0 {
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #1 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #2

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { noinline }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
