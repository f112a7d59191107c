; ModuleID = 'newton_sqrt'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels11newton_sqrtB2v6B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dEd = common local_unnamed_addr global ptr null
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366, i32 69, ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1, ptr null, i32 0 }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define range(i32 0, 2) i32 @_ZN20corpus_numba_kernels11newton_sqrtB2v6B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, double %arg.a) local_unnamed_addr #0 {
B0:
  %.8 = fcmp ugt double %arg.a, 0.000000e+00
  br i1 %.8, label %B20, label %B16

common.ret:                                       ; preds = %B112.if, %B212, %B16
  %common.ret.op = phi i32 [ 0, %B16 ], [ 0, %B212 ], [ 1, %B112.if ]
  ret i32 %common.ret.op

B16:                                              ; preds = %B0
  store double 0.000000e+00, ptr %retptr, align 8
  br label %common.ret

B20:                                              ; preds = %B0
  %.15 = fcmp ogt double %arg.a, 1.000000e+00
  %"$phi38.0.2.0" = select i1 %.15, double %arg.a, double 1.000000e+00
  %.40 = fmul double %"$phi38.0.2.0", %"$phi38.0.2.0"
  %.42 = fsub double %.40, %arg.a
  %.43 = tail call double @llvm.fabs.f64(double %.42)
  %.45 = fmul double %arg.a, 0x3D719799812DEA11
  %.46 = fcmp ogt double %.43, %.45
  br i1 %.46, label %B112.preheader, label %B212

B112.preheader:                                   ; preds = %B20
  br label %B112

B112:                                             ; preds = %B112.preheader, %B112.endif
  %x.2.1 = phi double [ %.85, %B112.endif ], [ %"$phi38.0.2.0", %B112.preheader ]
  %it.2.1 = phi i64 [ %.93, %B112.endif ], [ 0, %B112.preheader ]
  %.71 = fcmp oeq double %x.2.1, 0.000000e+00
  br i1 %.71, label %B112.if, label %B112.endif, !prof !0

B212:                                             ; preds = %B112.endif, %B20
  %x.3.0 = phi double [ %"$phi38.0.2.0", %B20 ], [ %.85, %B112.endif ]
  store double %x.3.0, ptr %retptr, align 8
  br label %common.ret

B112.if:                                          ; preds = %B112
  store ptr @.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B112.endif:                                       ; preds = %B112
  %.80 = fdiv double %arg.a, %x.2.1
  %.82 = fadd double %x.2.1, %.80
  %.85 = fmul double %.82, 5.000000e-01
  %.93 = add nuw nsw i64 %it.2.1, 1
  %.101 = fmul double %.85, %.85
  %.103 = fsub double %.101, %arg.a
  %.104 = tail call double @llvm.fabs.f64(double %.103)
  %.107 = fcmp ogt double %.104, %.45
  %.121 = icmp samesign ult i64 %it.2.1, 99
  %or.cond = select i1 %.107, i1 %.121, i1 false
  br i1 %or.cond, label %B112, label %B212
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
