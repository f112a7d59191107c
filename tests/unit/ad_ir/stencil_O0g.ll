; ModuleID = 'stencil.c'
source_filename = "stencil.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @heat1d(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, double noundef %4) #0 !dbg !13 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !20, !DIExpression(), !21)
  store ptr %1, ptr %7, align 8
    #dbg_declare(ptr %7, !22, !DIExpression(), !23)
  store i32 %2, ptr %8, align 4
    #dbg_declare(ptr %8, !24, !DIExpression(), !25)
  store i32 %3, ptr %9, align 4
    #dbg_declare(ptr %9, !26, !DIExpression(), !27)
  store double %4, ptr %10, align 8
    #dbg_declare(ptr %10, !28, !DIExpression(), !29)
    #dbg_declare(ptr %11, !30, !DIExpression(), !31)
  %16 = load ptr, ptr %6, align 8, !dbg !32
  store ptr %16, ptr %11, align 8, !dbg !31
    #dbg_declare(ptr %12, !33, !DIExpression(), !34)
  %17 = load ptr, ptr %7, align 8, !dbg !35
  store ptr %17, ptr %12, align 8, !dbg !34
    #dbg_declare(ptr %13, !36, !DIExpression(), !38)
  store i32 0, ptr %13, align 4, !dbg !38
  br label %18, !dbg !39

18:                                               ; preds = %82, %5
  %19 = load i32, ptr %13, align 4, !dbg !40
  %20 = load i32, ptr %9, align 4, !dbg !42
  %21 = icmp slt i32 %19, %20, !dbg !43
  br i1 %21, label %22, label %85, !dbg !44

22:                                               ; preds = %18
  %23 = load ptr, ptr %11, align 8, !dbg !45
  %24 = getelementptr inbounds double, ptr %23, i64 0, !dbg !45
  %25 = load double, ptr %24, align 8, !dbg !45
  %26 = load ptr, ptr %12, align 8, !dbg !47
  %27 = getelementptr inbounds double, ptr %26, i64 0, !dbg !47
  store double %25, ptr %27, align 8, !dbg !48
  %28 = load ptr, ptr %11, align 8, !dbg !49
  %29 = load i32, ptr %8, align 4, !dbg !50
  %30 = sub nsw i32 %29, 1, !dbg !51
  %31 = sext i32 %30 to i64, !dbg !49
  %32 = getelementptr inbounds double, ptr %28, i64 %31, !dbg !49
  %33 = load double, ptr %32, align 8, !dbg !49
  %34 = load ptr, ptr %12, align 8, !dbg !52
  %35 = load i32, ptr %8, align 4, !dbg !53
  %36 = sub nsw i32 %35, 1, !dbg !54
  %37 = sext i32 %36 to i64, !dbg !52
  %38 = getelementptr inbounds double, ptr %34, i64 %37, !dbg !52
  store double %33, ptr %38, align 8, !dbg !55
    #dbg_declare(ptr %14, !56, !DIExpression(), !58)
  store i32 1, ptr %14, align 4, !dbg !58
  br label %39, !dbg !59

39:                                               ; preds = %75, %22
  %40 = load i32, ptr %14, align 4, !dbg !60
  %41 = load i32, ptr %8, align 4, !dbg !62
  %42 = sub nsw i32 %41, 1, !dbg !63
  %43 = icmp slt i32 %40, %42, !dbg !64
  br i1 %43, label %44, label %78, !dbg !65

44:                                               ; preds = %39
  %45 = load ptr, ptr %11, align 8, !dbg !66
  %46 = load i32, ptr %14, align 4, !dbg !67
  %47 = sext i32 %46 to i64, !dbg !66
  %48 = getelementptr inbounds double, ptr %45, i64 %47, !dbg !66
  %49 = load double, ptr %48, align 8, !dbg !66
  %50 = load double, ptr %10, align 8, !dbg !68
  %51 = load ptr, ptr %11, align 8, !dbg !69
  %52 = load i32, ptr %14, align 4, !dbg !70
  %53 = sub nsw i32 %52, 1, !dbg !71
  %54 = sext i32 %53 to i64, !dbg !69
  %55 = getelementptr inbounds double, ptr %51, i64 %54, !dbg !69
  %56 = load double, ptr %55, align 8, !dbg !69
  %57 = load ptr, ptr %11, align 8, !dbg !72
  %58 = load i32, ptr %14, align 4, !dbg !73
  %59 = sext i32 %58 to i64, !dbg !72
  %60 = getelementptr inbounds double, ptr %57, i64 %59, !dbg !72
  %61 = load double, ptr %60, align 8, !dbg !72
  %62 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %61, double %56), !dbg !74
  %63 = load ptr, ptr %11, align 8, !dbg !75
  %64 = load i32, ptr %14, align 4, !dbg !76
  %65 = add nsw i32 %64, 1, !dbg !77
  %66 = sext i32 %65 to i64, !dbg !75
  %67 = getelementptr inbounds double, ptr %63, i64 %66, !dbg !75
  %68 = load double, ptr %67, align 8, !dbg !75
  %69 = fadd double %62, %68, !dbg !78
  %70 = call double @llvm.fmuladd.f64(double %50, double %69, double %49), !dbg !79
  %71 = load ptr, ptr %12, align 8, !dbg !80
  %72 = load i32, ptr %14, align 4, !dbg !81
  %73 = sext i32 %72 to i64, !dbg !80
  %74 = getelementptr inbounds double, ptr %71, i64 %73, !dbg !80
  store double %70, ptr %74, align 8, !dbg !82
  br label %75, !dbg !80

75:                                               ; preds = %44
  %76 = load i32, ptr %14, align 4, !dbg !83
  %77 = add nsw i32 %76, 1, !dbg !83
  store i32 %77, ptr %14, align 4, !dbg !83
  br label %39, !dbg !84, !llvm.loop !85

78:                                               ; preds = %39
    #dbg_declare(ptr %15, !88, !DIExpression(), !89)
  %79 = load ptr, ptr %11, align 8, !dbg !90
  store ptr %79, ptr %15, align 8, !dbg !89
  %80 = load ptr, ptr %12, align 8, !dbg !91
  store ptr %80, ptr %11, align 8, !dbg !92
  %81 = load ptr, ptr %15, align 8, !dbg !93
  store ptr %81, ptr %12, align 8, !dbg !94
  br label %82, !dbg !95

82:                                               ; preds = %78
  %83 = load i32, ptr %13, align 4, !dbg !96
  %84 = add nsw i32 %83, 1, !dbg !96
  store i32 %84, ptr %13, align 4, !dbg !96
  br label %18, !dbg !97, !llvm.loop !98

85:                                               ; preds = %18
  %86 = load ptr, ptr %11, align 8, !dbg !100
  %87 = load ptr, ptr %6, align 8, !dbg !102
  %88 = icmp ne ptr %86, %87, !dbg !103
  br i1 %88, label %89, label %95, !dbg !103

89:                                               ; preds = %85
  %90 = load ptr, ptr %6, align 8, !dbg !104
  %91 = load ptr, ptr %11, align 8, !dbg !105
  %92 = load i32, ptr %8, align 4, !dbg !106
  %93 = sext i32 %92 to i64, !dbg !107
  %94 = mul i64 %93, 8, !dbg !108
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %90, ptr align 8 %91, i64 %94, i1 false), !dbg !109
  br label %95, !dbg !109

95:                                               ; preds = %89, %85
  ret void, !dbg !110
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @burgers1d(ptr noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #0 !dbg !111 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !114, !DIExpression(), !115)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !116, !DIExpression(), !117)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !118, !DIExpression(), !119)
  store double %3, ptr %8, align 8
    #dbg_declare(ptr %8, !120, !DIExpression(), !121)
    #dbg_declare(ptr %9, !122, !DIExpression(), !123)
  %13 = load i32, ptr %6, align 4, !dbg !124
  %14 = sext i32 %13 to i64, !dbg !125
  %15 = mul i64 %14, 8, !dbg !126
  %16 = call noalias ptr @malloc(i64 noundef %15) #6, !dbg !127
  store ptr %16, ptr %9, align 8, !dbg !123
    #dbg_declare(ptr %10, !128, !DIExpression(), !130)
  store i32 0, ptr %10, align 4, !dbg !130
  br label %17, !dbg !131

17:                                               ; preds = %104, %4
  %18 = load i32, ptr %10, align 4, !dbg !132
  %19 = load i32, ptr %7, align 4, !dbg !134
  %20 = icmp slt i32 %18, %19, !dbg !135
  br i1 %20, label %21, label %107, !dbg !136

21:                                               ; preds = %17
    #dbg_declare(ptr %11, !137, !DIExpression(), !140)
  store i32 1, ptr %11, align 4, !dbg !140
  br label %22, !dbg !141

22:                                               ; preds = %81, %21
  %23 = load i32, ptr %11, align 4, !dbg !142
  %24 = load i32, ptr %6, align 4, !dbg !144
  %25 = sub nsw i32 %24, 1, !dbg !145
  %26 = icmp slt i32 %23, %25, !dbg !146
  br i1 %26, label %27, label %84, !dbg !147

27:                                               ; preds = %22
  %28 = load ptr, ptr %5, align 8, !dbg !148
  %29 = load i32, ptr %11, align 4, !dbg !149
  %30 = sext i32 %29 to i64, !dbg !148
  %31 = getelementptr inbounds double, ptr %28, i64 %30, !dbg !148
  %32 = load double, ptr %31, align 8, !dbg !148
  %33 = load double, ptr %8, align 8, !dbg !150
  %34 = load ptr, ptr %5, align 8, !dbg !151
  %35 = load i32, ptr %11, align 4, !dbg !152
  %36 = sext i32 %35 to i64, !dbg !151
  %37 = getelementptr inbounds double, ptr %34, i64 %36, !dbg !151
  %38 = load double, ptr %37, align 8, !dbg !151
  %39 = fmul double %33, %38, !dbg !153
  %40 = load ptr, ptr %5, align 8, !dbg !154
  %41 = load i32, ptr %11, align 4, !dbg !155
  %42 = add nsw i32 %41, 1, !dbg !156
  %43 = sext i32 %42 to i64, !dbg !154
  %44 = getelementptr inbounds double, ptr %40, i64 %43, !dbg !154
  %45 = load double, ptr %44, align 8, !dbg !154
  %46 = load ptr, ptr %5, align 8, !dbg !157
  %47 = load i32, ptr %11, align 4, !dbg !158
  %48 = sub nsw i32 %47, 1, !dbg !159
  %49 = sext i32 %48 to i64, !dbg !157
  %50 = getelementptr inbounds double, ptr %46, i64 %49, !dbg !157
  %51 = load double, ptr %50, align 8, !dbg !157
  %52 = fsub double %45, %51, !dbg !160
  %53 = fmul double %39, %52, !dbg !161
  %54 = fneg double %53, !dbg !162
  %55 = call double @llvm.fmuladd.f64(double %54, double 5.000000e-01, double %32), !dbg !162
  %56 = load double, ptr %8, align 8, !dbg !163
  %57 = load ptr, ptr %5, align 8, !dbg !164
  %58 = load i32, ptr %11, align 4, !dbg !165
  %59 = add nsw i32 %58, 1, !dbg !166
  %60 = sext i32 %59 to i64, !dbg !164
  %61 = getelementptr inbounds double, ptr %57, i64 %60, !dbg !164
  %62 = load double, ptr %61, align 8, !dbg !164
  %63 = load ptr, ptr %5, align 8, !dbg !167
  %64 = load i32, ptr %11, align 4, !dbg !168
  %65 = sext i32 %64 to i64, !dbg !167
  %66 = getelementptr inbounds double, ptr %63, i64 %65, !dbg !167
  %67 = load double, ptr %66, align 8, !dbg !167
  %68 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %67, double %62), !dbg !169
  %69 = load ptr, ptr %5, align 8, !dbg !170
  %70 = load i32, ptr %11, align 4, !dbg !171
  %71 = sub nsw i32 %70, 1, !dbg !172
  %72 = sext i32 %71 to i64, !dbg !170
  %73 = getelementptr inbounds double, ptr %69, i64 %72, !dbg !170
  %74 = load double, ptr %73, align 8, !dbg !170
  %75 = fadd double %68, %74, !dbg !173
  %76 = call double @llvm.fmuladd.f64(double %56, double %75, double %55), !dbg !174
  %77 = load ptr, ptr %9, align 8, !dbg !175
  %78 = load i32, ptr %11, align 4, !dbg !176
  %79 = sext i32 %78 to i64, !dbg !175
  %80 = getelementptr inbounds double, ptr %77, i64 %79, !dbg !175
  store double %76, ptr %80, align 8, !dbg !177
  br label %81, !dbg !175

81:                                               ; preds = %27
  %82 = load i32, ptr %11, align 4, !dbg !178
  %83 = add nsw i32 %82, 1, !dbg !178
  store i32 %83, ptr %11, align 4, !dbg !178
  br label %22, !dbg !179, !llvm.loop !180

84:                                               ; preds = %22
    #dbg_declare(ptr %12, !182, !DIExpression(), !184)
  store i32 1, ptr %12, align 4, !dbg !184
  br label %85, !dbg !185

85:                                               ; preds = %100, %84
  %86 = load i32, ptr %12, align 4, !dbg !186
  %87 = load i32, ptr %6, align 4, !dbg !188
  %88 = sub nsw i32 %87, 1, !dbg !189
  %89 = icmp slt i32 %86, %88, !dbg !190
  br i1 %89, label %90, label %103, !dbg !191

90:                                               ; preds = %85
  %91 = load ptr, ptr %9, align 8, !dbg !192
  %92 = load i32, ptr %12, align 4, !dbg !193
  %93 = sext i32 %92 to i64, !dbg !192
  %94 = getelementptr inbounds double, ptr %91, i64 %93, !dbg !192
  %95 = load double, ptr %94, align 8, !dbg !192
  %96 = load ptr, ptr %5, align 8, !dbg !194
  %97 = load i32, ptr %12, align 4, !dbg !195
  %98 = sext i32 %97 to i64, !dbg !194
  %99 = getelementptr inbounds double, ptr %96, i64 %98, !dbg !194
  store double %95, ptr %99, align 8, !dbg !196
  br label %100, !dbg !194

100:                                              ; preds = %90
  %101 = load i32, ptr %12, align 4, !dbg !197
  %102 = add nsw i32 %101, 1, !dbg !197
  store i32 %102, ptr %12, align 4, !dbg !197
  br label %85, !dbg !198, !llvm.loop !199

103:                                              ; preds = %85
  br label %104, !dbg !201

104:                                              ; preds = %103
  %105 = load i32, ptr %10, align 4, !dbg !202
  %106 = add nsw i32 %105, 1, !dbg !202
  store i32 %106, ptr %10, align 4, !dbg !202
  br label %17, !dbg !203, !llvm.loop !204

107:                                              ; preds = %17
  %108 = load ptr, ptr %9, align 8, !dbg !206
  call void @free(ptr noundef %108) #7, !dbg !207
  ret void, !dbg !208
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @heat1d_vla(ptr noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #0 !dbg !209 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !210, !DIExpression(), !211)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !212, !DIExpression(), !213)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !214, !DIExpression(), !215)
  store double %3, ptr %8, align 8
    #dbg_declare(ptr %8, !216, !DIExpression(), !217)
  %14 = load i32, ptr %6, align 4, !dbg !218
  %15 = zext i32 %14 to i64, !dbg !219
  %16 = call ptr @llvm.stacksave.p0(), !dbg !219
  store ptr %16, ptr %9, align 8, !dbg !219
  %17 = alloca double, i64 %15, align 16, !dbg !219
  store i64 %15, ptr %10, align 8, !dbg !219
    #dbg_declare(ptr %10, !220, !DIExpression(), !221)
    #dbg_declare(ptr %17, !222, !DIExpression(), !226)
    #dbg_declare(ptr %11, !227, !DIExpression(), !229)
  store i32 0, ptr %11, align 4, !dbg !229
  br label %18, !dbg !230

18:                                               ; preds = %80, %4
  %19 = load i32, ptr %11, align 4, !dbg !231
  %20 = load i32, ptr %7, align 4, !dbg !233
  %21 = icmp slt i32 %19, %20, !dbg !234
  br i1 %21, label %22, label %83, !dbg !235

22:                                               ; preds = %18
    #dbg_declare(ptr %12, !236, !DIExpression(), !239)
  store i32 1, ptr %12, align 4, !dbg !239
  br label %23, !dbg !240

23:                                               ; preds = %58, %22
  %24 = load i32, ptr %12, align 4, !dbg !241
  %25 = load i32, ptr %6, align 4, !dbg !243
  %26 = sub nsw i32 %25, 1, !dbg !244
  %27 = icmp slt i32 %24, %26, !dbg !245
  br i1 %27, label %28, label %61, !dbg !246

28:                                               ; preds = %23
  %29 = load ptr, ptr %5, align 8, !dbg !247
  %30 = load i32, ptr %12, align 4, !dbg !248
  %31 = sext i32 %30 to i64, !dbg !247
  %32 = getelementptr inbounds double, ptr %29, i64 %31, !dbg !247
  %33 = load double, ptr %32, align 8, !dbg !247
  %34 = load double, ptr %8, align 8, !dbg !249
  %35 = load ptr, ptr %5, align 8, !dbg !250
  %36 = load i32, ptr %12, align 4, !dbg !251
  %37 = sub nsw i32 %36, 1, !dbg !252
  %38 = sext i32 %37 to i64, !dbg !250
  %39 = getelementptr inbounds double, ptr %35, i64 %38, !dbg !250
  %40 = load double, ptr %39, align 8, !dbg !250
  %41 = load ptr, ptr %5, align 8, !dbg !253
  %42 = load i32, ptr %12, align 4, !dbg !254
  %43 = sext i32 %42 to i64, !dbg !253
  %44 = getelementptr inbounds double, ptr %41, i64 %43, !dbg !253
  %45 = load double, ptr %44, align 8, !dbg !253
  %46 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %45, double %40), !dbg !255
  %47 = load ptr, ptr %5, align 8, !dbg !256
  %48 = load i32, ptr %12, align 4, !dbg !257
  %49 = add nsw i32 %48, 1, !dbg !258
  %50 = sext i32 %49 to i64, !dbg !256
  %51 = getelementptr inbounds double, ptr %47, i64 %50, !dbg !256
  %52 = load double, ptr %51, align 8, !dbg !256
  %53 = fadd double %46, %52, !dbg !259
  %54 = call double @llvm.fmuladd.f64(double %34, double %53, double %33), !dbg !260
  %55 = load i32, ptr %12, align 4, !dbg !261
  %56 = sext i32 %55 to i64, !dbg !262
  %57 = getelementptr inbounds double, ptr %17, i64 %56, !dbg !262
  store double %54, ptr %57, align 8, !dbg !263
  br label %58, !dbg !262

58:                                               ; preds = %28
  %59 = load i32, ptr %12, align 4, !dbg !264
  %60 = add nsw i32 %59, 1, !dbg !264
  store i32 %60, ptr %12, align 4, !dbg !264
  br label %23, !dbg !265, !llvm.loop !266

61:                                               ; preds = %23
    #dbg_declare(ptr %13, !268, !DIExpression(), !270)
  store i32 1, ptr %13, align 4, !dbg !270
  br label %62, !dbg !271

62:                                               ; preds = %76, %61
  %63 = load i32, ptr %13, align 4, !dbg !272
  %64 = load i32, ptr %6, align 4, !dbg !274
  %65 = sub nsw i32 %64, 1, !dbg !275
  %66 = icmp slt i32 %63, %65, !dbg !276
  br i1 %66, label %67, label %79, !dbg !277

67:                                               ; preds = %62
  %68 = load i32, ptr %13, align 4, !dbg !278
  %69 = sext i32 %68 to i64, !dbg !279
  %70 = getelementptr inbounds double, ptr %17, i64 %69, !dbg !279
  %71 = load double, ptr %70, align 8, !dbg !279
  %72 = load ptr, ptr %5, align 8, !dbg !280
  %73 = load i32, ptr %13, align 4, !dbg !281
  %74 = sext i32 %73 to i64, !dbg !280
  %75 = getelementptr inbounds double, ptr %72, i64 %74, !dbg !280
  store double %71, ptr %75, align 8, !dbg !282
  br label %76, !dbg !280

76:                                               ; preds = %67
  %77 = load i32, ptr %13, align 4, !dbg !283
  %78 = add nsw i32 %77, 1, !dbg !283
  store i32 %78, ptr %13, align 4, !dbg !283
  br label %62, !dbg !284, !llvm.loop !285

79:                                               ; preds = %62
  br label %80, !dbg !287

80:                                               ; preds = %79
  %81 = load i32, ptr %11, align 4, !dbg !288
  %82 = add nsw i32 %81, 1, !dbg !288
  store i32 %82, ptr %11, align 4, !dbg !288
  br label %18, !dbg !289, !llvm.loop !290

83:                                               ; preds = %18
  %84 = load ptr, ptr %9, align 8, !dbg !292
  call void @llvm.stackrestore.p0(ptr %84), !dbg !292
  ret void, !dbg !292
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #5

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stencil.c", directory: ".")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 18, baseType: !5)
!4 = !DIFile(filename: "/work/main/.venv/lib/python3.11/site-packages/ziglang/lib/include/__stddef_size_t.h", directory: "")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"clang version 22.1.8"}
!13 = distinct !DISubprogram(name: "heat1d", scope: !1, file: !1, line: 6, type: !14, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16, !16, !18, !18, !17}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "u", arg: 1, scope: !13, file: !1, line: 6, type: !16)
!21 = !DILocation(line: 6, column: 21, scope: !13)
!22 = !DILocalVariable(name: "tmp", arg: 2, scope: !13, file: !1, line: 6, type: !16)
!23 = !DILocation(line: 6, column: 32, scope: !13)
!24 = !DILocalVariable(name: "n", arg: 3, scope: !13, file: !1, line: 6, type: !18)
!25 = !DILocation(line: 6, column: 41, scope: !13)
!26 = !DILocalVariable(name: "steps", arg: 4, scope: !13, file: !1, line: 6, type: !18)
!27 = !DILocation(line: 6, column: 48, scope: !13)
!28 = !DILocalVariable(name: "nu", arg: 5, scope: !13, file: !1, line: 6, type: !17)
!29 = !DILocation(line: 6, column: 62, scope: !13)
!30 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 7, type: !16)
!31 = !DILocation(line: 7, column: 13, scope: !13)
!32 = !DILocation(line: 7, column: 17, scope: !13)
!33 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 7, type: !16)
!34 = !DILocation(line: 7, column: 21, scope: !13)
!35 = !DILocation(line: 7, column: 25, scope: !13)
!36 = !DILocalVariable(name: "s", scope: !37, file: !1, line: 8, type: !18)
!37 = distinct !DILexicalBlock(scope: !13, file: !1, line: 8, column: 5)
!38 = !DILocation(line: 8, column: 14, scope: !37)
!39 = !DILocation(line: 8, column: 10, scope: !37)
!40 = !DILocation(line: 8, column: 21, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 8, column: 5)
!42 = !DILocation(line: 8, column: 25, scope: !41)
!43 = !DILocation(line: 8, column: 23, scope: !41)
!44 = !DILocation(line: 8, column: 5, scope: !37)
!45 = !DILocation(line: 9, column: 16, scope: !46)
!46 = distinct !DILexicalBlock(scope: !41, file: !1, line: 8, column: 37)
!47 = !DILocation(line: 9, column: 9, scope: !46)
!48 = !DILocation(line: 9, column: 14, scope: !46)
!49 = !DILocation(line: 10, column: 20, scope: !46)
!50 = !DILocation(line: 10, column: 22, scope: !46)
!51 = !DILocation(line: 10, column: 24, scope: !46)
!52 = !DILocation(line: 10, column: 9, scope: !46)
!53 = !DILocation(line: 10, column: 11, scope: !46)
!54 = !DILocation(line: 10, column: 13, scope: !46)
!55 = !DILocation(line: 10, column: 18, scope: !46)
!56 = !DILocalVariable(name: "i", scope: !57, file: !1, line: 11, type: !18)
!57 = distinct !DILexicalBlock(scope: !46, file: !1, line: 11, column: 9)
!58 = !DILocation(line: 11, column: 18, scope: !57)
!59 = !DILocation(line: 11, column: 14, scope: !57)
!60 = !DILocation(line: 11, column: 25, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !1, line: 11, column: 9)
!62 = !DILocation(line: 11, column: 29, scope: !61)
!63 = !DILocation(line: 11, column: 31, scope: !61)
!64 = !DILocation(line: 11, column: 27, scope: !61)
!65 = !DILocation(line: 11, column: 9, scope: !57)
!66 = !DILocation(line: 12, column: 20, scope: !61)
!67 = !DILocation(line: 12, column: 22, scope: !61)
!68 = !DILocation(line: 12, column: 27, scope: !61)
!69 = !DILocation(line: 12, column: 33, scope: !61)
!70 = !DILocation(line: 12, column: 35, scope: !61)
!71 = !DILocation(line: 12, column: 37, scope: !61)
!72 = !DILocation(line: 12, column: 50, scope: !61)
!73 = !DILocation(line: 12, column: 52, scope: !61)
!74 = !DILocation(line: 12, column: 42, scope: !61)
!75 = !DILocation(line: 12, column: 57, scope: !61)
!76 = !DILocation(line: 12, column: 59, scope: !61)
!77 = !DILocation(line: 12, column: 61, scope: !61)
!78 = !DILocation(line: 12, column: 55, scope: !61)
!79 = !DILocation(line: 12, column: 25, scope: !61)
!80 = !DILocation(line: 12, column: 13, scope: !61)
!81 = !DILocation(line: 12, column: 15, scope: !61)
!82 = !DILocation(line: 12, column: 18, scope: !61)
!83 = !DILocation(line: 11, column: 37, scope: !61)
!84 = !DILocation(line: 11, column: 9, scope: !61)
!85 = distinct !{!85, !65, !86, !87}
!86 = !DILocation(line: 12, column: 65, scope: !57)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocalVariable(name: "t", scope: !46, file: !1, line: 13, type: !16)
!89 = !DILocation(line: 13, column: 17, scope: !46)
!90 = !DILocation(line: 13, column: 21, scope: !46)
!91 = !DILocation(line: 13, column: 28, scope: !46)
!92 = !DILocation(line: 13, column: 26, scope: !46)
!93 = !DILocation(line: 13, column: 35, scope: !46)
!94 = !DILocation(line: 13, column: 33, scope: !46)
!95 = !DILocation(line: 14, column: 5, scope: !46)
!96 = !DILocation(line: 8, column: 33, scope: !41)
!97 = !DILocation(line: 8, column: 5, scope: !41)
!98 = distinct !{!98, !44, !99, !87}
!99 = !DILocation(line: 14, column: 5, scope: !37)
!100 = !DILocation(line: 15, column: 9, scope: !101)
!101 = distinct !DILexicalBlock(scope: !13, file: !1, line: 15, column: 9)
!102 = !DILocation(line: 15, column: 14, scope: !101)
!103 = !DILocation(line: 15, column: 11, scope: !101)
!104 = !DILocation(line: 16, column: 16, scope: !101)
!105 = !DILocation(line: 16, column: 19, scope: !101)
!106 = !DILocation(line: 16, column: 30, scope: !101)
!107 = !DILocation(line: 16, column: 22, scope: !101)
!108 = !DILocation(line: 16, column: 32, scope: !101)
!109 = !DILocation(line: 16, column: 9, scope: !101)
!110 = !DILocation(line: 17, column: 1, scope: !13)
!111 = distinct !DISubprogram(name: "burgers1d", scope: !1, file: !1, line: 20, type: !112, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !16, !18, !18, !17}
!114 = !DILocalVariable(name: "u", arg: 1, scope: !111, file: !1, line: 20, type: !16)
!115 = !DILocation(line: 20, column: 24, scope: !111)
!116 = !DILocalVariable(name: "n", arg: 2, scope: !111, file: !1, line: 20, type: !18)
!117 = !DILocation(line: 20, column: 31, scope: !111)
!118 = !DILocalVariable(name: "steps", arg: 3, scope: !111, file: !1, line: 20, type: !18)
!119 = !DILocation(line: 20, column: 38, scope: !111)
!120 = !DILocalVariable(name: "dt", arg: 4, scope: !111, file: !1, line: 20, type: !17)
!121 = !DILocation(line: 20, column: 52, scope: !111)
!122 = !DILocalVariable(name: "tmp", scope: !111, file: !1, line: 21, type: !16)
!123 = !DILocation(line: 21, column: 13, scope: !111)
!124 = !DILocation(line: 21, column: 34, scope: !111)
!125 = !DILocation(line: 21, column: 26, scope: !111)
!126 = !DILocation(line: 21, column: 36, scope: !111)
!127 = !DILocation(line: 21, column: 19, scope: !111)
!128 = !DILocalVariable(name: "s", scope: !129, file: !1, line: 22, type: !18)
!129 = distinct !DILexicalBlock(scope: !111, file: !1, line: 22, column: 5)
!130 = !DILocation(line: 22, column: 14, scope: !129)
!131 = !DILocation(line: 22, column: 10, scope: !129)
!132 = !DILocation(line: 22, column: 21, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !1, line: 22, column: 5)
!134 = !DILocation(line: 22, column: 25, scope: !133)
!135 = !DILocation(line: 22, column: 23, scope: !133)
!136 = !DILocation(line: 22, column: 5, scope: !129)
!137 = !DILocalVariable(name: "i", scope: !138, file: !1, line: 23, type: !18)
!138 = distinct !DILexicalBlock(scope: !139, file: !1, line: 23, column: 9)
!139 = distinct !DILexicalBlock(scope: !133, file: !1, line: 22, column: 37)
!140 = !DILocation(line: 23, column: 18, scope: !138)
!141 = !DILocation(line: 23, column: 14, scope: !138)
!142 = !DILocation(line: 23, column: 25, scope: !143)
!143 = distinct !DILexicalBlock(scope: !138, file: !1, line: 23, column: 9)
!144 = !DILocation(line: 23, column: 29, scope: !143)
!145 = !DILocation(line: 23, column: 31, scope: !143)
!146 = !DILocation(line: 23, column: 27, scope: !143)
!147 = !DILocation(line: 23, column: 9, scope: !138)
!148 = !DILocation(line: 24, column: 22, scope: !143)
!149 = !DILocation(line: 24, column: 24, scope: !143)
!150 = !DILocation(line: 24, column: 29, scope: !143)
!151 = !DILocation(line: 24, column: 34, scope: !143)
!152 = !DILocation(line: 24, column: 36, scope: !143)
!153 = !DILocation(line: 24, column: 32, scope: !143)
!154 = !DILocation(line: 24, column: 42, scope: !143)
!155 = !DILocation(line: 24, column: 44, scope: !143)
!156 = !DILocation(line: 24, column: 46, scope: !143)
!157 = !DILocation(line: 24, column: 53, scope: !143)
!158 = !DILocation(line: 24, column: 55, scope: !143)
!159 = !DILocation(line: 24, column: 57, scope: !143)
!160 = !DILocation(line: 24, column: 51, scope: !143)
!161 = !DILocation(line: 24, column: 39, scope: !143)
!162 = !DILocation(line: 24, column: 27, scope: !143)
!163 = !DILocation(line: 25, column: 24, scope: !143)
!164 = !DILocation(line: 25, column: 30, scope: !143)
!165 = !DILocation(line: 25, column: 32, scope: !143)
!166 = !DILocation(line: 25, column: 34, scope: !143)
!167 = !DILocation(line: 25, column: 47, scope: !143)
!168 = !DILocation(line: 25, column: 49, scope: !143)
!169 = !DILocation(line: 25, column: 39, scope: !143)
!170 = !DILocation(line: 25, column: 54, scope: !143)
!171 = !DILocation(line: 25, column: 56, scope: !143)
!172 = !DILocation(line: 25, column: 58, scope: !143)
!173 = !DILocation(line: 25, column: 52, scope: !143)
!174 = !DILocation(line: 25, column: 22, scope: !143)
!175 = !DILocation(line: 24, column: 13, scope: !143)
!176 = !DILocation(line: 24, column: 17, scope: !143)
!177 = !DILocation(line: 24, column: 20, scope: !143)
!178 = !DILocation(line: 23, column: 37, scope: !143)
!179 = !DILocation(line: 23, column: 9, scope: !143)
!180 = distinct !{!180, !147, !181, !87}
!181 = !DILocation(line: 25, column: 62, scope: !138)
!182 = !DILocalVariable(name: "i", scope: !183, file: !1, line: 26, type: !18)
!183 = distinct !DILexicalBlock(scope: !139, file: !1, line: 26, column: 9)
!184 = !DILocation(line: 26, column: 18, scope: !183)
!185 = !DILocation(line: 26, column: 14, scope: !183)
!186 = !DILocation(line: 26, column: 25, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !1, line: 26, column: 9)
!188 = !DILocation(line: 26, column: 29, scope: !187)
!189 = !DILocation(line: 26, column: 31, scope: !187)
!190 = !DILocation(line: 26, column: 27, scope: !187)
!191 = !DILocation(line: 26, column: 9, scope: !183)
!192 = !DILocation(line: 27, column: 20, scope: !187)
!193 = !DILocation(line: 27, column: 24, scope: !187)
!194 = !DILocation(line: 27, column: 13, scope: !187)
!195 = !DILocation(line: 27, column: 15, scope: !187)
!196 = !DILocation(line: 27, column: 18, scope: !187)
!197 = !DILocation(line: 26, column: 37, scope: !187)
!198 = !DILocation(line: 26, column: 9, scope: !187)
!199 = distinct !{!199, !191, !200, !87}
!200 = !DILocation(line: 27, column: 25, scope: !183)
!201 = !DILocation(line: 28, column: 5, scope: !139)
!202 = !DILocation(line: 22, column: 33, scope: !133)
!203 = !DILocation(line: 22, column: 5, scope: !133)
!204 = distinct !{!204, !136, !205, !87}
!205 = !DILocation(line: 28, column: 5, scope: !129)
!206 = !DILocation(line: 29, column: 10, scope: !111)
!207 = !DILocation(line: 29, column: 5, scope: !111)
!208 = !DILocation(line: 30, column: 1, scope: !111)
!209 = distinct !DISubprogram(name: "heat1d_vla", scope: !1, file: !1, line: 33, type: !112, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!210 = !DILocalVariable(name: "u", arg: 1, scope: !209, file: !1, line: 33, type: !16)
!211 = !DILocation(line: 33, column: 25, scope: !209)
!212 = !DILocalVariable(name: "n", arg: 2, scope: !209, file: !1, line: 33, type: !18)
!213 = !DILocation(line: 33, column: 32, scope: !209)
!214 = !DILocalVariable(name: "steps", arg: 3, scope: !209, file: !1, line: 33, type: !18)
!215 = !DILocation(line: 33, column: 39, scope: !209)
!216 = !DILocalVariable(name: "nu", arg: 4, scope: !209, file: !1, line: 33, type: !17)
!217 = !DILocation(line: 33, column: 53, scope: !209)
!218 = !DILocation(line: 34, column: 16, scope: !209)
!219 = !DILocation(line: 34, column: 5, scope: !209)
!220 = !DILocalVariable(name: "__vla_expr0", scope: !209, type: !5, flags: DIFlagArtificial)
!221 = !DILocation(line: 0, scope: !209)
!222 = !DILocalVariable(name: "tmp", scope: !209, file: !1, line: 34, type: !223)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, elements: !224)
!224 = !{!225}
!225 = !DISubrange(count: !220)
!226 = !DILocation(line: 34, column: 12, scope: !209)
!227 = !DILocalVariable(name: "s", scope: !228, file: !1, line: 35, type: !18)
!228 = distinct !DILexicalBlock(scope: !209, file: !1, line: 35, column: 5)
!229 = !DILocation(line: 35, column: 14, scope: !228)
!230 = !DILocation(line: 35, column: 10, scope: !228)
!231 = !DILocation(line: 35, column: 21, scope: !232)
!232 = distinct !DILexicalBlock(scope: !228, file: !1, line: 35, column: 5)
!233 = !DILocation(line: 35, column: 25, scope: !232)
!234 = !DILocation(line: 35, column: 23, scope: !232)
!235 = !DILocation(line: 35, column: 5, scope: !228)
!236 = !DILocalVariable(name: "i", scope: !237, file: !1, line: 36, type: !18)
!237 = distinct !DILexicalBlock(scope: !238, file: !1, line: 36, column: 9)
!238 = distinct !DILexicalBlock(scope: !232, file: !1, line: 35, column: 37)
!239 = !DILocation(line: 36, column: 18, scope: !237)
!240 = !DILocation(line: 36, column: 14, scope: !237)
!241 = !DILocation(line: 36, column: 25, scope: !242)
!242 = distinct !DILexicalBlock(scope: !237, file: !1, line: 36, column: 9)
!243 = !DILocation(line: 36, column: 29, scope: !242)
!244 = !DILocation(line: 36, column: 31, scope: !242)
!245 = !DILocation(line: 36, column: 27, scope: !242)
!246 = !DILocation(line: 36, column: 9, scope: !237)
!247 = !DILocation(line: 37, column: 22, scope: !242)
!248 = !DILocation(line: 37, column: 24, scope: !242)
!249 = !DILocation(line: 37, column: 29, scope: !242)
!250 = !DILocation(line: 37, column: 35, scope: !242)
!251 = !DILocation(line: 37, column: 37, scope: !242)
!252 = !DILocation(line: 37, column: 39, scope: !242)
!253 = !DILocation(line: 37, column: 52, scope: !242)
!254 = !DILocation(line: 37, column: 54, scope: !242)
!255 = !DILocation(line: 37, column: 44, scope: !242)
!256 = !DILocation(line: 37, column: 59, scope: !242)
!257 = !DILocation(line: 37, column: 61, scope: !242)
!258 = !DILocation(line: 37, column: 63, scope: !242)
!259 = !DILocation(line: 37, column: 57, scope: !242)
!260 = !DILocation(line: 37, column: 27, scope: !242)
!261 = !DILocation(line: 37, column: 17, scope: !242)
!262 = !DILocation(line: 37, column: 13, scope: !242)
!263 = !DILocation(line: 37, column: 20, scope: !242)
!264 = !DILocation(line: 36, column: 37, scope: !242)
!265 = !DILocation(line: 36, column: 9, scope: !242)
!266 = distinct !{!266, !246, !267, !87}
!267 = !DILocation(line: 37, column: 67, scope: !237)
!268 = !DILocalVariable(name: "i", scope: !269, file: !1, line: 38, type: !18)
!269 = distinct !DILexicalBlock(scope: !238, file: !1, line: 38, column: 9)
!270 = !DILocation(line: 38, column: 18, scope: !269)
!271 = !DILocation(line: 38, column: 14, scope: !269)
!272 = !DILocation(line: 38, column: 25, scope: !273)
!273 = distinct !DILexicalBlock(scope: !269, file: !1, line: 38, column: 9)
!274 = !DILocation(line: 38, column: 29, scope: !273)
!275 = !DILocation(line: 38, column: 31, scope: !273)
!276 = !DILocation(line: 38, column: 27, scope: !273)
!277 = !DILocation(line: 38, column: 9, scope: !269)
!278 = !DILocation(line: 39, column: 24, scope: !273)
!279 = !DILocation(line: 39, column: 20, scope: !273)
!280 = !DILocation(line: 39, column: 13, scope: !273)
!281 = !DILocation(line: 39, column: 15, scope: !273)
!282 = !DILocation(line: 39, column: 18, scope: !273)
!283 = !DILocation(line: 38, column: 37, scope: !273)
!284 = !DILocation(line: 38, column: 9, scope: !273)
!285 = distinct !{!285, !277, !286, !87}
!286 = !DILocation(line: 39, column: 25, scope: !269)
!287 = !DILocation(line: 40, column: 5, scope: !238)
!288 = !DILocation(line: 35, column: 33, scope: !232)
!289 = !DILocation(line: 35, column: 5, scope: !232)
!290 = distinct !{!290, !235, !291, !87}
!291 = !DILocation(line: 40, column: 5, scope: !228)
!292 = !DILocation(line: 41, column: 1, scope: !209)
