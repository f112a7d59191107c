; ModuleID = 'softplus_mean'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv16ad_numba_kernels13softplus_meanB2v5B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366, i32 69, ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1, ptr null, i32 0 }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define range(i32 0, 2) i32 @numba_softplus_mean(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 {
B0.endif:
  %.11775.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11775.not, label %B272, label %B66.preheader

B66.preheader:                                    ; preds = %B0.endif
  br label %B66

B66:                                              ; preds = %B66.preheader, %B273
  %s.3.078 = phi double [ %s.4.1, %B273 ], [ 0.000000e+00, %B66.preheader ]
  %.1237476 = phi i64 [ %.130, %B273 ], [ 0, %B66.preheader ]
  %.130 = add nuw nsw i64 %.1237476, 1
  %0 = shl i64 %.1237476, 3
  %scevgep = getelementptr i8, ptr %arg.x.4, i64 %0
  %.184 = load double, ptr %scevgep, align 8
  %.189 = fcmp ogt double %.184, 0.000000e+00
  br i1 %.189, label %B96, label %B188

B96:                                              ; preds = %B66
  %.192 = fneg double %.184
  %.193 = tail call double @llvm.exp.f64(double %.192)
  %.194 = tail call double @log1p(double %.193)
  %.196 = fadd double %.184, %.194
  br label %B273

B188:                                             ; preds = %B66
  %.208 = tail call double @llvm.exp.f64(double %.184)
  %.211 = tail call double @log1p(double %.208)
  br label %B273

B272:                                             ; preds = %B0.endif
  %.231 = icmp eq i64 %arg.x.5.0, 0
  br i1 %.231, label %B272.if, label %B272.endif, !prof !0

B273:                                             ; preds = %B188, %B96
  %.196.pn = phi double [ %.196, %B96 ], [ %.211, %B188 ]
  %s.4.1 = fadd double %s.3.078, %.196.pn
  %exitcond.not = icmp eq i64 %arg.x.5.0, %.130
  br i1 %exitcond.not, label %B272.endif, label %B66

common.ret:                                       ; preds = %B272.endif, %B272.if
  %common.ret.op = phi i32 [ 1, %B272.if ], [ 0, %B272.endif ]
  ret i32 %common.ret.op

B272.if:                                          ; preds = %B272
  store ptr @.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B272.endif:                                       ; preds = %B273, %B272
  %s.3.0.lcssa83 = phi double [ 0.000000e+00, %B272 ], [ %s.4.1, %B273 ]
  %.230 = sitofp i64 %arg.x.5.0 to double
  %.238 = fdiv double %s.3.0.lcssa83, %.230
  store double %.238, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @log1p(double) local_unnamed_addr #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!0 = !{!"branch_weights", i32 57266229, i32 2090217419}
!1 = !{i1 true}
