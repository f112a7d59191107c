; ModuleID = 'mpi_halo.c'
source_filename = "mpi_halo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.MPI_Status = type { i32, i32, i32, i32, i32 }

; Function Attrs: nounwind uwtable
define void @halo_exchange(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #5
  %7 = call i32 @MPI_Comm_rank(i32 noundef %2, ptr noundef nonnull %4) #5
  %8 = call i32 @MPI_Comm_size(i32 noundef %2, ptr noundef nonnull %5) #5
  %9 = load i32, ptr %4, align 4, !tbaa !6
  %10 = call i32 @llvm.smax.i32(i32 %9, i32 0)
  %11 = add nsw i32 %10, -1
  %12 = load i32, ptr %5, align 4, !tbaa !6
  %13 = add nsw i32 %12, -1
  %14 = icmp slt i32 %9, %13
  %15 = add nsw i32 %9, 1
  %16 = select i1 %14, i32 %15, i32 -1
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #5
  %17 = sext i32 %1 to i64
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = call i32 @MPI_Sendrecv(ptr noundef %18, i32 noundef 1, i32 noundef 1275070475, i32 noundef %16, i32 noundef 10, ptr noundef %0, i32 noundef 1, i32 noundef 1275070475, i32 noundef %11, i32 noundef 10, i32 noundef %2, ptr noundef nonnull %6) #5
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %21 = getelementptr i8, ptr %18, i64 8
  %22 = call i32 @MPI_Sendrecv(ptr noundef nonnull %20, i32 noundef 1, i32 noundef 1275070475, i32 noundef %11, i32 noundef 11, ptr noundef %21, i32 noundef 1, i32 noundef 1275070475, i32 noundef %16, i32 noundef 11, i32 noundef %2, ptr noundef nonnull inttoptr (i64 1 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Sendrecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind uwtable
define void @heat_parallel(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2, double noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.MPI_Status, align 4
  %10 = icmp sgt i32 %4, 0
  br i1 %10, label %11, label %48

11:                                               ; preds = %6
  %12 = ptrtoint ptr %0 to i64
  %13 = ptrtoint ptr %1 to i64
  %14 = sext i32 %2 to i64
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %17 = getelementptr i8, ptr %15, i64 8
  %18 = icmp slt i32 %2, 1
  %19 = add i32 %2, 1
  %20 = zext i32 %19 to i64
  %21 = zext i32 %19 to i64
  %22 = sub i64 %12, %13
  %23 = add nsw i64 %20, -1
  %24 = getelementptr i8, ptr %1, i64 8
  %25 = shl nuw nsw i64 %20, 3
  %26 = getelementptr i8, ptr %1, i64 %25
  %27 = getelementptr i8, ptr %0, i64 %25
  %28 = getelementptr i8, ptr %27, i64 8
  %29 = add nsw i64 %20, -1
  %30 = icmp ult i32 %19, 5
  %31 = icmp ult ptr %24, %28
  %32 = icmp ult ptr %0, %26
  %33 = and i1 %31, %32
  %34 = and i64 %29, -4
  %35 = or disjoint i64 %34, 1
  %36 = insertelement <2 x double> poison, double %3, i64 0
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer
  %38 = icmp eq i64 %29, %34
  %39 = and i64 %20, 1
  %40 = icmp eq i64 %39, 0
  %41 = add nsw i64 %20, -1
  %42 = icmp ult i32 %19, 5
  %43 = icmp ult i64 %22, 32
  %44 = or i1 %42, %43
  %45 = and i64 %23, -4
  %46 = or disjoint i64 %45, 1
  %47 = icmp eq i64 %23, %45
  br label %49

48:                                               ; preds = %165, %6
  ret void

49:                                               ; preds = %11, %165
  %50 = phi i32 [ 0, %11 ], [ %166, %165 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #5
  %51 = call i32 @MPI_Comm_rank(i32 noundef %5, ptr noundef nonnull %7) #5
  %52 = call i32 @MPI_Comm_size(i32 noundef %5, ptr noundef nonnull %8) #5
  %53 = load i32, ptr %7, align 4, !tbaa !6
  %54 = call i32 @llvm.smax.i32(i32 %53, i32 0)
  %55 = add nsw i32 %54, -1
  %56 = load i32, ptr %8, align 4, !tbaa !6
  %57 = add nsw i32 %56, -1
  %58 = icmp slt i32 %53, %57
  %59 = add nsw i32 %53, 1
  %60 = select i1 %58, i32 %59, i32 -1
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #5
  %61 = call i32 @MPI_Sendrecv(ptr noundef %15, i32 noundef 1, i32 noundef 1275070475, i32 noundef %60, i32 noundef 10, ptr noundef %0, i32 noundef 1, i32 noundef 1275070475, i32 noundef %55, i32 noundef 10, i32 noundef %5, ptr noundef nonnull %9) #5
  %62 = call i32 @MPI_Sendrecv(ptr noundef nonnull %16, i32 noundef 1, i32 noundef 1275070475, i32 noundef %55, i32 noundef 11, ptr noundef %17, i32 noundef 1, i32 noundef 1275070475, i32 noundef %60, i32 noundef 11, i32 noundef %5, ptr noundef nonnull inttoptr (i64 1 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #5
  br i1 %18, label %165, label %63

63:                                               ; preds = %49
  %64 = select i1 %30, i1 true, i1 %33
  br i1 %64, label %92, label %65

65:                                               ; preds = %63, %65
  %66 = phi i64 [ %89, %65 ], [ 0, %63 ]
  %67 = or disjoint i64 %66, 1
  %68 = getelementptr inbounds nuw double, ptr %0, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %70 = load <2 x double>, ptr %68, align 8, !tbaa !10, !alias.scope !12
  %71 = load <2 x double>, ptr %69, align 8, !tbaa !10, !alias.scope !12
  %72 = getelementptr i8, ptr %68, i64 -8
  %73 = getelementptr i8, ptr %68, i64 8
  %74 = load <2 x double>, ptr %72, align 8, !tbaa !10, !alias.scope !12
  %75 = load <2 x double>, ptr %73, align 8, !tbaa !10, !alias.scope !12
  %76 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> splat (double -2.000000e+00), <2 x double> %74)
  %77 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> splat (double -2.000000e+00), <2 x double> %75)
  %78 = getelementptr inbounds nuw double, ptr %0, i64 %66
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 16
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 32
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !10, !alias.scope !12
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !10, !alias.scope !12
  %83 = fadd <2 x double> %76, %81
  %84 = fadd <2 x double> %77, %82
  %85 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> %83, <2 x double> %70)
  %86 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> %84, <2 x double> %71)
  %87 = getelementptr inbounds nuw double, ptr %1, i64 %67
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 16
  store <2 x double> %85, ptr %87, align 8, !tbaa !10, !alias.scope !15, !noalias !12
  store <2 x double> %86, ptr %88, align 8, !tbaa !10, !alias.scope !15, !noalias !12
  %89 = add nuw i64 %66, 4
  %90 = icmp eq i64 %89, %34
  br i1 %90, label %91, label %65, !llvm.loop !17

91:                                               ; preds = %65
  br i1 %38, label %134, label %92

92:                                               ; preds = %63, %91
  %93 = phi i64 [ %35, %91 ], [ 1, %63 ]
  br i1 %40, label %94, label %106

94:                                               ; preds = %92
  %95 = getelementptr inbounds nuw double, ptr %0, i64 %93
  %96 = load double, ptr %95, align 8, !tbaa !10
  %97 = getelementptr i8, ptr %95, i64 -8
  %98 = load double, ptr %97, align 8, !tbaa !10
  %99 = call double @llvm.fmuladd.f64(double %96, double -2.000000e+00, double %98)
  %100 = add nuw nsw i64 %93, 1
  %101 = getelementptr inbounds nuw double, ptr %0, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !10
  %103 = fadd double %99, %102
  %104 = call double @llvm.fmuladd.f64(double %3, double %103, double %96)
  %105 = getelementptr inbounds nuw double, ptr %1, i64 %93
  store double %104, ptr %105, align 8, !tbaa !10
  br label %106

106:                                              ; preds = %94, %92
  %107 = phi i64 [ %93, %92 ], [ %100, %94 ]
  %108 = icmp eq i64 %93, %41
  br i1 %108, label %134, label %109

109:                                              ; preds = %106, %109
  %110 = phi i64 [ %127, %109 ], [ %107, %106 ]
  %111 = getelementptr inbounds nuw double, ptr %0, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !10
  %113 = getelementptr i8, ptr %111, i64 -8
  %114 = load double, ptr %113, align 8, !tbaa !10
  %115 = call double @llvm.fmuladd.f64(double %112, double -2.000000e+00, double %114)
  %116 = add nuw nsw i64 %110, 1
  %117 = getelementptr inbounds nuw double, ptr %0, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !10
  %119 = fadd double %115, %118
  %120 = call double @llvm.fmuladd.f64(double %3, double %119, double %112)
  %121 = getelementptr inbounds nuw double, ptr %1, i64 %110
  store double %120, ptr %121, align 8, !tbaa !10
  %122 = getelementptr inbounds nuw double, ptr %0, i64 %116
  %123 = load double, ptr %122, align 8, !tbaa !10
  %124 = getelementptr i8, ptr %122, i64 -8
  %125 = load double, ptr %124, align 8, !tbaa !10
  %126 = call double @llvm.fmuladd.f64(double %123, double -2.000000e+00, double %125)
  %127 = add nuw nsw i64 %110, 2
  %128 = getelementptr inbounds nuw double, ptr %0, i64 %127
  %129 = load double, ptr %128, align 8, !tbaa !10
  %130 = fadd double %126, %129
  %131 = call double @llvm.fmuladd.f64(double %3, double %130, double %123)
  %132 = getelementptr inbounds nuw double, ptr %1, i64 %116
  store double %131, ptr %132, align 8, !tbaa !10
  %133 = icmp eq i64 %127, %20
  br i1 %133, label %134, label %109, !llvm.loop !21

134:                                              ; preds = %106, %109, %91
  br i1 %44, label %147, label %135

135:                                              ; preds = %134, %135
  %136 = phi i64 [ %144, %135 ], [ 0, %134 ]
  %137 = or disjoint i64 %136, 1
  %138 = getelementptr inbounds nuw double, ptr %1, i64 %137
  %139 = getelementptr inbounds nuw i8, ptr %138, i64 16
  %140 = load <2 x double>, ptr %138, align 8, !tbaa !10
  %141 = load <2 x double>, ptr %139, align 8, !tbaa !10
  %142 = getelementptr inbounds nuw double, ptr %0, i64 %137
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 16
  store <2 x double> %140, ptr %142, align 8, !tbaa !10
  store <2 x double> %141, ptr %143, align 8, !tbaa !10
  %144 = add nuw i64 %136, 4
  %145 = icmp eq i64 %144, %45
  br i1 %145, label %146, label %135, !llvm.loop !22

146:                                              ; preds = %135
  br i1 %47, label %165, label %147

147:                                              ; preds = %134, %146
  %148 = phi i64 [ 1, %134 ], [ %46, %146 ]
  %149 = sub nsw i64 %20, %148
  %150 = and i64 %149, 3
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %161, label %152

152:                                              ; preds = %147, %152
  %153 = phi i64 [ %158, %152 ], [ %148, %147 ]
  %154 = phi i64 [ %159, %152 ], [ 0, %147 ]
  %155 = getelementptr inbounds nuw double, ptr %1, i64 %153
  %156 = load double, ptr %155, align 8, !tbaa !10
  %157 = getelementptr inbounds nuw double, ptr %0, i64 %153
  store double %156, ptr %157, align 8, !tbaa !10
  %158 = add nuw nsw i64 %153, 1
  %159 = add i64 %154, 1
  %160 = icmp eq i64 %159, %150
  br i1 %160, label %161, label %152, !llvm.loop !23

161:                                              ; preds = %152, %147
  %162 = phi i64 [ %148, %147 ], [ %158, %152 ]
  %163 = sub nsw i64 %148, %20
  %164 = icmp ugt i64 %163, -4
  br i1 %164, label %165, label %168

165:                                              ; preds = %161, %168, %146, %49
  %166 = add nuw nsw i32 %50, 1
  %167 = icmp eq i32 %166, %4
  br i1 %167, label %48, label %49, !llvm.loop !25

168:                                              ; preds = %161, %168
  %169 = phi i64 [ %185, %168 ], [ %162, %161 ]
  %170 = getelementptr inbounds nuw double, ptr %1, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !10
  %172 = getelementptr inbounds nuw double, ptr %0, i64 %169
  store double %171, ptr %172, align 8, !tbaa !10
  %173 = add nuw nsw i64 %169, 1
  %174 = getelementptr inbounds nuw double, ptr %1, i64 %173
  %175 = load double, ptr %174, align 8, !tbaa !10
  %176 = getelementptr inbounds nuw double, ptr %0, i64 %173
  store double %175, ptr %176, align 8, !tbaa !10
  %177 = add nuw nsw i64 %169, 2
  %178 = getelementptr inbounds nuw double, ptr %1, i64 %177
  %179 = load double, ptr %178, align 8, !tbaa !10
  %180 = getelementptr inbounds nuw double, ptr %0, i64 %177
  store double %179, ptr %180, align 8, !tbaa !10
  %181 = add nuw nsw i64 %169, 3
  %182 = getelementptr inbounds nuw double, ptr %1, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !10
  %184 = getelementptr inbounds nuw double, ptr %0, i64 %181
  store double %183, ptr %184, align 8, !tbaa !10
  %185 = add nuw nsw i64 %169, 4
  %186 = icmp eq i64 %185, %21
  br i1 %186, label %165, label %168, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

attributes #0 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}
!llvm.errno.tbaa = !{!6}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang version 22.1.8"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18, !19}
!22 = distinct !{!22, !18, !19, !20}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !18}
!26 = distinct !{!26, !18, !19}
