; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [9 x i8] c"switch.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 28 } }
@1 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 28 }, ptr @1, i8 3, i8 0 }
@3 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 9 } }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 9 }, ptr @1, i8 3, i8 1 }
@5 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 29 }, ptr @5 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @activate(i32 noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store i32 %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  switch i32 %6, label %31 [
    i32 0, label %7
    i32 1, label %9
    i32 2, label %17
    i32 3, label %20
    i32 4, label %26
  ]

7:                                                ; preds = %2
  %8 = load double, ptr %5, align 8
  store double %8, ptr %3, align 8
  br label %32

9:                                                ; preds = %2
  %10 = load double, ptr %5, align 8
  %11 = fcmp ogt double %10, 0.000000e+00
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = load double, ptr %5, align 8
  br label %15

14:                                               ; preds = %9
  br label %15

15:                                               ; preds = %14, %12
  %16 = phi double [ %13, %12 ], [ 0.000000e+00, %14 ]
  store double %16, ptr %3, align 8
  br label %32

17:                                               ; preds = %2
  %18 = load double, ptr %5, align 8
  %19 = call double @tanh(double noundef %18) #4
  store double %19, ptr %3, align 8
  br label %32

20:                                               ; preds = %2
  %21 = load double, ptr %5, align 8
  %22 = fneg double %21
  %23 = call double @exp(double noundef %22) #4
  %24 = fadd double 1.000000e+00, %23
  %25 = fdiv double 1.000000e+00, %24
  store double %25, ptr %3, align 8
  br label %32

26:                                               ; preds = %2
  %27 = load double, ptr %5, align 8
  %28 = call double @exp(double noundef %27) #4
  %29 = fadd double 1.000000e+00, %28
  %30 = call double @log(double noundef %29) #4
  store double %30, ptr %3, align 8
  br label %32

31:                                               ; preds = %2
  store double 0x7FF8000000000000, ptr %3, align 8
  br label %32

32:                                               ; preds = %31, %26, %20, %17, %15, %7
  %33 = load double, ptr %3, align 8
  ret double %33
}

; Function Attrs: nounwind
declare double @tanh(double noundef) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nounwind
declare double @log(double noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @apply(i32 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %82, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %83

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %16), !nosanitize !6
  %19 = extractvalue { i64, i1 } %18, 1, !nosanitize !6
  %20 = or i1 %19, false, !nosanitize !6
  %21 = extractvalue { i64, i1 } %18, 0, !nosanitize !6
  %22 = ptrtoint ptr %14 to i64, !nosanitize !6
  %23 = add i64 %22, %21, !nosanitize !6
  %24 = icmp ne ptr %14, null, !nosanitize !6
  %25 = icmp ne i64 %23, 0, !nosanitize !6
  %26 = icmp eq i1 %24, %25, !nosanitize !6
  %27 = xor i1 %20, true, !nosanitize !6
  %28 = icmp uge i64 %23, %22, !nosanitize !6
  %29 = icmp sge i64 %21, 0, !nosanitize !6
  %30 = icmp ult i64 %23, %22, !nosanitize !6
  %31 = select i1 %29, i1 %28, i1 %30, !nosanitize !6
  %32 = and i1 %31, %27, !nosanitize !6
  %33 = and i1 %26, %32, !nosanitize !6
  br i1 %33, label %35, label %34, !prof !7, !nosanitize !6

34:                                               ; preds = %12
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %22, i64 %23) #5, !nosanitize !6
  br label %35, !nosanitize !6

35:                                               ; preds = %34, %12
  %36 = icmp ne ptr %17, null, !nosanitize !6
  %37 = ptrtoint ptr %17 to i64, !nosanitize !6
  %38 = and i64 %37, 7, !nosanitize !6
  %39 = icmp eq i64 %38, 0, !nosanitize !6
  %40 = and i1 %36, %39, !nosanitize !6
  br i1 %40, label %42, label %41, !prof !7, !nosanitize !6

41:                                               ; preds = %35
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %37) #5, !nosanitize !6
  br label %42, !nosanitize !6

42:                                               ; preds = %41, %35
  %43 = load double, ptr %17, align 8
  %44 = call double @activate(i32 noundef %13, double noundef %43)
  %45 = load ptr, ptr %5, align 8
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %47), !nosanitize !6
  %50 = extractvalue { i64, i1 } %49, 1, !nosanitize !6
  %51 = or i1 %50, false, !nosanitize !6
  %52 = extractvalue { i64, i1 } %49, 0, !nosanitize !6
  %53 = ptrtoint ptr %45 to i64, !nosanitize !6
  %54 = add i64 %53, %52, !nosanitize !6
  %55 = icmp ne ptr %45, null, !nosanitize !6
  %56 = icmp ne i64 %54, 0, !nosanitize !6
  %57 = icmp eq i1 %55, %56, !nosanitize !6
  %58 = xor i1 %51, true, !nosanitize !6
  %59 = icmp uge i64 %54, %53, !nosanitize !6
  %60 = icmp sge i64 %52, 0, !nosanitize !6
  %61 = icmp ult i64 %54, %53, !nosanitize !6
  %62 = select i1 %60, i1 %59, i1 %61, !nosanitize !6
  %63 = and i1 %62, %58, !nosanitize !6
  %64 = and i1 %57, %63, !nosanitize !6
  br i1 %64, label %66, label %65, !prof !7, !nosanitize !6

65:                                               ; preds = %42
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %53, i64 %54) #5, !nosanitize !6
  br label %66, !nosanitize !6

66:                                               ; preds = %65, %42
  %67 = icmp ne ptr %48, null, !nosanitize !6
  %68 = ptrtoint ptr %48 to i64, !nosanitize !6
  %69 = and i64 %68, 7, !nosanitize !6
  %70 = icmp eq i64 %69, 0, !nosanitize !6
  %71 = and i1 %67, %70, !nosanitize !6
  br i1 %71, label %73, label %72, !prof !7, !nosanitize !6

72:                                               ; preds = %66
  call void @__ubsan_handle_type_mismatch_v1(ptr @4, i64 %68) #5, !nosanitize !6
  br label %73, !nosanitize !6

73:                                               ; preds = %72, %66
  store double %44, ptr %48, align 8
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %7, align 4
  %76 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %75, i32 1), !nosanitize !6
  %77 = extractvalue { i32, i1 } %76, 0, !nosanitize !6
  %78 = extractvalue { i32, i1 } %76, 1, !nosanitize !6
  %79 = xor i1 %78, true, !nosanitize !6
  br i1 %79, label %82, label %80, !prof !7, !nosanitize !6

80:                                               ; preds = %74
  %81 = zext i32 %75 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @6, i64 %81, i64 1) #5, !nosanitize !6
  br label %82, !nosanitize !6

82:                                               ; preds = %80, %74
  store i32 %77, ptr %7, align 4
  br label %8, !llvm.loop !8

83:                                               ; preds = %8
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_pointer_overflow(ptr, i64, i64) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_type_mismatch_v1(ptr, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @weight(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  %6 = load i32, ptr %3, align 4
  switch i32 %6, label %20 [
    i32 3, label %7
    i32 2, label %14
    i32 1, label %17
  ]

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 1
  %10 = zext i1 %9 to i64
  %11 = select i1 %9, double 5.000000e-01, double 0.000000e+00
  %12 = load double, ptr %5, align 8
  %13 = fadd double %12, %11
  store double %13, ptr %5, align 8
  br label %14

14:                                               ; preds = %2, %7
  %15 = load double, ptr %5, align 8
  %16 = fadd double %15, 2.500000e-01
  store double %16, ptr %5, align 8
  br label %17

17:                                               ; preds = %2, %14
  %18 = load double, ptr %5, align 8
  %19 = fadd double %18, 1.000000e+00
  store double %19, ptr %5, align 8
  br label %21

20:                                               ; preds = %2
  store double -1.000000e+00, ptr %5, align 8
  br label %21

21:                                               ; preds = %20, %17
  %22 = load double, ptr %5, align 8
  ret double %22
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define i32 @days_like(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %8 [
    i32 1, label %5
    i32 3, label %5
    i32 5, label %5
    i32 7, label %5
    i32 8, label %5
    i32 10, label %5
    i32 12, label %5
    i32 4, label %6
    i32 6, label %6
    i32 9, label %6
    i32 11, label %6
    i32 2, label %7
  ]

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %1
  store i32 31, ptr %2, align 4
  br label %9

6:                                                ; preds = %1, %1, %1, %1
  store i32 30, ptr %2, align 4
  br label %9

7:                                                ; preds = %1
  store i32 28, ptr %2, align 4
  br label %9

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %8, %7, %6, %5
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind }
attributes #5 = { nomerge nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang version 22.1.8"}
!6 = !{}
!7 = !{!"branch_weights", i32 1048575, i32 1}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
