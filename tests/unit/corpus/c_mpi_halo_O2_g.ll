; ModuleID = 'mpi_halo.c'
source_filename = "mpi_halo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.MPI_Status = type { i32, i32, i32, i32, i32 }

; Function Attrs: nounwind uwtable
define void @halo_exchange(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !27 {
  %4 = alloca i32, align 4, !DIAssignID !42
    #dbg_assign(i1 poison, !37, !DIExpression(), !42, ptr %4, !DIExpression(), !43)
  %5 = alloca i32, align 4, !DIAssignID !44
    #dbg_assign(i1 poison, !38, !DIExpression(), !44, ptr %5, !DIExpression(), !43)
  %6 = alloca %struct.MPI_Status, align 4, !DIAssignID !45
    #dbg_assign(i1 poison, !41, !DIExpression(), !45, ptr %6, !DIExpression(), !43)
    #dbg_value(ptr %0, !34, !DIExpression(), !43)
    #dbg_value(i32 %1, !35, !DIExpression(), !43)
    #dbg_value(i32 %2, !36, !DIExpression(), !43)
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #5, !dbg !46
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #5, !dbg !46
  %7 = call i32 @MPI_Comm_rank(i32 noundef %2, ptr noundef nonnull %4) #5, !dbg !47
  %8 = call i32 @MPI_Comm_size(i32 noundef %2, ptr noundef nonnull %5) #5, !dbg !48
  %9 = load i32, ptr %4, align 4, !dbg !49, !tbaa !23
  %10 = call i32 @llvm.smax.i32(i32 %9, i32 0), !dbg !50
  %11 = add nsw i32 %10, -1, !dbg !50
    #dbg_value(i32 %11, !39, !DIExpression(), !43)
  %12 = load i32, ptr %5, align 4, !dbg !51, !tbaa !23
  %13 = add nsw i32 %12, -1, !dbg !52
  %14 = icmp slt i32 %9, %13, !dbg !53
  %15 = add nsw i32 %9, 1, !dbg !54
  %16 = select i1 %14, i32 %15, i32 -1, !dbg !54
    #dbg_value(i32 %16, !40, !DIExpression(), !43)
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #5, !dbg !55
  %17 = sext i32 %1 to i64, !dbg !56
  %18 = getelementptr inbounds double, ptr %0, i64 %17, !dbg !56
  %19 = call i32 @MPI_Sendrecv(ptr noundef %18, i32 noundef 1, i32 noundef 1275070475, i32 noundef %16, i32 noundef 10, ptr noundef %0, i32 noundef 1, i32 noundef 1275070475, i32 noundef %11, i32 noundef 10, i32 noundef %2, ptr noundef nonnull %6) #5, !dbg !57
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !58
  %21 = getelementptr i8, ptr %18, i64 8, !dbg !59
  %22 = call i32 @MPI_Sendrecv(ptr noundef nonnull %20, i32 noundef 1, i32 noundef 1275070475, i32 noundef %11, i32 noundef 11, ptr noundef %21, i32 noundef 1, i32 noundef 1275070475, i32 noundef %16, i32 noundef 11, i32 noundef %2, ptr noundef nonnull inttoptr (i64 1 to ptr)) #5, !dbg !60
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #5, !dbg !61
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #5, !dbg !61
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #5, !dbg !61
  ret void, !dbg !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

declare !dbg !63 i32 @MPI_Comm_rank(i32 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !68 i32 @MPI_Comm_size(i32 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !69 i32 @MPI_Sendrecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind uwtable
define void @heat_parallel(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2, double noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !75 {
  %7 = alloca i32, align 4, !DIAssignID !93
    #dbg_assign(i1 poison, !37, !DIExpression(), !93, ptr %7, !DIExpression(), !94)
  %8 = alloca i32, align 4, !DIAssignID !96
    #dbg_assign(i1 poison, !38, !DIExpression(), !96, ptr %8, !DIExpression(), !94)
  %9 = alloca %struct.MPI_Status, align 4, !DIAssignID !97
    #dbg_value(ptr %0, !79, !DIExpression(), !98)
    #dbg_value(ptr %1, !80, !DIExpression(), !98)
    #dbg_value(i32 %2, !81, !DIExpression(), !98)
    #dbg_value(double %3, !82, !DIExpression(), !98)
    #dbg_value(i32 %4, !83, !DIExpression(), !98)
    #dbg_value(i32 %5, !84, !DIExpression(), !98)
    #dbg_value(i32 0, !85, !DIExpression(), !99)
  %10 = icmp sgt i32 %4, 0, !dbg !100
  br i1 %10, label %11, label %48, !dbg !101

11:                                               ; preds = %6
  %12 = ptrtoint ptr %0 to i64
  %13 = ptrtoint ptr %1 to i64
  %14 = sext i32 %2 to i64
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %17 = getelementptr i8, ptr %15, i64 8
  %18 = icmp slt i32 %2, 1
  %19 = add i32 %2, 1, !dbg !101
  %20 = zext i32 %19 to i64
  %21 = zext i32 %19 to i64
  %22 = sub i64 %12, %13, !dbg !101
  %23 = add nsw i64 %20, -1, !dbg !101
  %24 = getelementptr i8, ptr %1, i64 8, !dbg !101
  %25 = shl nuw nsw i64 %20, 3, !dbg !101
  %26 = getelementptr i8, ptr %1, i64 %25, !dbg !101
  %27 = getelementptr i8, ptr %0, i64 %25, !dbg !101
  %28 = getelementptr i8, ptr %27, i64 8, !dbg !101
  %29 = add nsw i64 %20, -1, !dbg !101
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
  br label %49, !dbg !101

48:                                               ; preds = %165, %6
  ret void, !dbg !102

49:                                               ; preds = %11, %165
  %50 = phi i32 [ 0, %11 ], [ %166, %165 ]
    #dbg_value(i32 %50, !85, !DIExpression(), !99)
    #dbg_assign(i1 poison, !41, !DIExpression(), !97, ptr %9, !DIExpression(), !94)
    #dbg_value(ptr %0, !34, !DIExpression(), !94)
    #dbg_value(i32 %2, !35, !DIExpression(), !94)
    #dbg_value(i32 %5, !36, !DIExpression(), !94)
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #5, !dbg !103
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #5, !dbg !103
  %51 = call i32 @MPI_Comm_rank(i32 noundef %5, ptr noundef nonnull %7) #5, !dbg !104
  %52 = call i32 @MPI_Comm_size(i32 noundef %5, ptr noundef nonnull %8) #5, !dbg !105
  %53 = load i32, ptr %7, align 4, !dbg !106, !tbaa !23
  %54 = call i32 @llvm.smax.i32(i32 %53, i32 0), !dbg !107
  %55 = add nsw i32 %54, -1, !dbg !107
    #dbg_value(i32 %55, !39, !DIExpression(), !94)
  %56 = load i32, ptr %8, align 4, !dbg !108, !tbaa !23
  %57 = add nsw i32 %56, -1, !dbg !109
  %58 = icmp slt i32 %53, %57, !dbg !110
  %59 = add nsw i32 %53, 1, !dbg !111
  %60 = select i1 %58, i32 %59, i32 -1, !dbg !111
    #dbg_value(i32 %60, !40, !DIExpression(), !94)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #5, !dbg !112
  %61 = call i32 @MPI_Sendrecv(ptr noundef %15, i32 noundef 1, i32 noundef 1275070475, i32 noundef %60, i32 noundef 10, ptr noundef %0, i32 noundef 1, i32 noundef 1275070475, i32 noundef %55, i32 noundef 10, i32 noundef %5, ptr noundef nonnull %9) #5, !dbg !113
  %62 = call i32 @MPI_Sendrecv(ptr noundef nonnull %16, i32 noundef 1, i32 noundef 1275070475, i32 noundef %55, i32 noundef 11, ptr noundef %17, i32 noundef 1, i32 noundef 1275070475, i32 noundef %60, i32 noundef 11, i32 noundef %5, ptr noundef nonnull inttoptr (i64 1 to ptr)) #5, !dbg !114
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #5, !dbg !115
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #5, !dbg !115
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #5, !dbg !115
    #dbg_value(i32 1, !87, !DIExpression(), !116)
  br i1 %18, label %165, label %63, !dbg !117

63:                                               ; preds = %49
  %64 = select i1 %30, i1 true, i1 %33, !dbg !118
  br i1 %64, label %92, label %65, !dbg !118

65:                                               ; preds = %63, %65
  %66 = phi i64 [ %89, %65 ], [ 0, %63 ]
  %67 = or disjoint i64 %66, 1
  %68 = getelementptr inbounds nuw double, ptr %0, i64 %67, !dbg !119
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16, !dbg !119
  %70 = load <2 x double>, ptr %68, align 8, !dbg !119, !tbaa !121, !alias.scope !123
  %71 = load <2 x double>, ptr %69, align 8, !dbg !119, !tbaa !121, !alias.scope !123
  %72 = getelementptr i8, ptr %68, i64 -8, !dbg !126
  %73 = getelementptr i8, ptr %68, i64 8, !dbg !126
  %74 = load <2 x double>, ptr %72, align 8, !dbg !126, !tbaa !121, !alias.scope !123
  %75 = load <2 x double>, ptr %73, align 8, !dbg !126, !tbaa !121, !alias.scope !123
  %76 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> splat (double -2.000000e+00), <2 x double> %74), !dbg !127
  %77 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> splat (double -2.000000e+00), <2 x double> %75), !dbg !127
  %78 = getelementptr inbounds nuw double, ptr %0, i64 %66, !dbg !128
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 16, !dbg !128
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 32, !dbg !128
  %81 = load <2 x double>, ptr %79, align 8, !dbg !128, !tbaa !121, !alias.scope !123
  %82 = load <2 x double>, ptr %80, align 8, !dbg !128, !tbaa !121, !alias.scope !123
  %83 = fadd <2 x double> %76, %81, !dbg !129
  %84 = fadd <2 x double> %77, %82, !dbg !129
  %85 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> %83, <2 x double> %70), !dbg !130
  %86 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> %84, <2 x double> %71), !dbg !130
  %87 = getelementptr inbounds nuw double, ptr %1, i64 %67, !dbg !131
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 16, !dbg !132
  store <2 x double> %85, ptr %87, align 8, !dbg !132, !tbaa !121, !alias.scope !133, !noalias !123
  store <2 x double> %86, ptr %88, align 8, !dbg !132, !tbaa !121, !alias.scope !133, !noalias !123
  %89 = add nuw i64 %66, 4
  %90 = icmp eq i64 %89, %34, !dbg !135
  br i1 %90, label %91, label %65, !dbg !135, !llvm.loop !136

91:                                               ; preds = %65
  br i1 %38, label %134, label %92, !dbg !135

92:                                               ; preds = %63, %91
  %93 = phi i64 [ %35, %91 ], [ 1, %63 ]
  br i1 %40, label %94, label %106, !dbg !118

94:                                               ; preds = %92
    #dbg_value(i64 poison, !87, !DIExpression(), !116)
  %95 = getelementptr inbounds nuw double, ptr %0, i64 %93, !dbg !119
  %96 = load double, ptr %95, align 8, !dbg !119, !tbaa !121
  %97 = getelementptr i8, ptr %95, i64 -8, !dbg !126
  %98 = load double, ptr %97, align 8, !dbg !126, !tbaa !121
  %99 = call double @llvm.fmuladd.f64(double %96, double -2.000000e+00, double %98), !dbg !127
  %100 = add nuw nsw i64 %93, 1, !dbg !140
  %101 = getelementptr inbounds nuw double, ptr %0, i64 %100, !dbg !128
  %102 = load double, ptr %101, align 8, !dbg !128, !tbaa !121
  %103 = fadd double %99, %102, !dbg !129
  %104 = call double @llvm.fmuladd.f64(double %3, double %103, double %96), !dbg !141
  %105 = getelementptr inbounds nuw double, ptr %1, i64 %93, !dbg !131
  store double %104, ptr %105, align 8, !dbg !142, !tbaa !121
    #dbg_value(i64 %100, !87, !DIExpression(), !116)
  br label %106, !dbg !118

106:                                              ; preds = %94, %92
  %107 = phi i64 [ %93, %92 ], [ %100, %94 ]
  %108 = icmp eq i64 %93, %41, !dbg !118
  br i1 %108, label %134, label %109, !dbg !118

109:                                              ; preds = %106, %109
  %110 = phi i64 [ %127, %109 ], [ %107, %106 ]
    #dbg_value(i64 %110, !87, !DIExpression(), !116)
  %111 = getelementptr inbounds nuw double, ptr %0, i64 %110, !dbg !119
  %112 = load double, ptr %111, align 8, !dbg !119, !tbaa !121
  %113 = getelementptr i8, ptr %111, i64 -8, !dbg !126
  %114 = load double, ptr %113, align 8, !dbg !126, !tbaa !121
  %115 = call double @llvm.fmuladd.f64(double %112, double -2.000000e+00, double %114), !dbg !127
  %116 = add nuw nsw i64 %110, 1, !dbg !140
  %117 = getelementptr inbounds nuw double, ptr %0, i64 %116, !dbg !128
  %118 = load double, ptr %117, align 8, !dbg !128, !tbaa !121
  %119 = fadd double %115, %118, !dbg !129
  %120 = call double @llvm.fmuladd.f64(double %3, double %119, double %112), !dbg !130
  %121 = getelementptr inbounds nuw double, ptr %1, i64 %110, !dbg !131
  store double %120, ptr %121, align 8, !dbg !132, !tbaa !121
    #dbg_value(i64 %116, !87, !DIExpression(), !116)
  %122 = getelementptr inbounds nuw double, ptr %0, i64 %116, !dbg !119
  %123 = load double, ptr %122, align 8, !dbg !119, !tbaa !121
  %124 = getelementptr i8, ptr %122, i64 -8, !dbg !126
  %125 = load double, ptr %124, align 8, !dbg !126, !tbaa !121
  %126 = call double @llvm.fmuladd.f64(double %123, double -2.000000e+00, double %125), !dbg !127
  %127 = add nuw nsw i64 %110, 2, !dbg !140
  %128 = getelementptr inbounds nuw double, ptr %0, i64 %127, !dbg !128
  %129 = load double, ptr %128, align 8, !dbg !128, !tbaa !121
  %130 = fadd double %126, %129, !dbg !129
  %131 = call double @llvm.fmuladd.f64(double %3, double %130, double %123), !dbg !143
  %132 = getelementptr inbounds nuw double, ptr %1, i64 %116, !dbg !131
  store double %131, ptr %132, align 8, !dbg !144, !tbaa !121
    #dbg_value(i64 %127, !87, !DIExpression(), !116)
  %133 = icmp eq i64 %127, %20, !dbg !145
  br i1 %133, label %134, label %109, !dbg !146, !llvm.loop !147

134:                                              ; preds = %106, %109, %91
  br i1 %44, label %147, label %135, !dbg !149

135:                                              ; preds = %134, %135
  %136 = phi i64 [ %144, %135 ], [ 0, %134 ]
  %137 = or disjoint i64 %136, 1
  %138 = getelementptr inbounds nuw double, ptr %1, i64 %137, !dbg !150
  %139 = getelementptr inbounds nuw i8, ptr %138, i64 16, !dbg !152
  %140 = load <2 x double>, ptr %138, align 8, !dbg !152, !tbaa !121
  %141 = load <2 x double>, ptr %139, align 8, !dbg !152, !tbaa !121
  %142 = getelementptr inbounds nuw double, ptr %0, i64 %137, !dbg !153
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 16, !dbg !154
  store <2 x double> %140, ptr %142, align 8, !dbg !154, !tbaa !121
  store <2 x double> %141, ptr %143, align 8, !dbg !154, !tbaa !121
  %144 = add nuw i64 %136, 4
  %145 = icmp eq i64 %144, %45, !dbg !155
  br i1 %145, label %146, label %135, !dbg !155, !llvm.loop !156

146:                                              ; preds = %135
  br i1 %47, label %165, label %147, !dbg !155

147:                                              ; preds = %134, %146
  %148 = phi i64 [ 1, %134 ], [ %46, %146 ]
  %149 = sub nsw i64 %20, %148, !dbg !149
  %150 = and i64 %149, 3, !dbg !149
  %151 = icmp eq i64 %150, 0, !dbg !149
  br i1 %151, label %161, label %152, !dbg !149

152:                                              ; preds = %147, %152
  %153 = phi i64 [ %158, %152 ], [ %148, %147 ]
  %154 = phi i64 [ %159, %152 ], [ 0, %147 ]
    #dbg_value(i64 %153, !91, !DIExpression(), !157)
  %155 = getelementptr inbounds nuw double, ptr %1, i64 %153, !dbg !150
  %156 = load double, ptr %155, align 8, !dbg !158, !tbaa !121
  %157 = getelementptr inbounds nuw double, ptr %0, i64 %153, !dbg !153
  store double %156, ptr %157, align 8, !dbg !159, !tbaa !121
  %158 = add nuw nsw i64 %153, 1, !dbg !160
    #dbg_value(i64 %158, !91, !DIExpression(), !157)
  %159 = add i64 %154, 1, !dbg !161
  %160 = icmp eq i64 %159, %150, !dbg !161
  br i1 %160, label %161, label %152, !dbg !161, !llvm.loop !162

161:                                              ; preds = %152, %147
  %162 = phi i64 [ %148, %147 ], [ %158, %152 ]
  %163 = sub nsw i64 %148, %20, !dbg !149
  %164 = icmp ugt i64 %163, -4, !dbg !149
  br i1 %164, label %165, label %168, !dbg !149

165:                                              ; preds = %161, %168, %146, %49
  %166 = add nuw nsw i32 %50, 1, !dbg !164
    #dbg_value(i32 %166, !85, !DIExpression(), !99)
  %167 = icmp eq i32 %166, %4, !dbg !165
  br i1 %167, label %48, label %49, !dbg !166, !llvm.loop !167

168:                                              ; preds = %161, %168
  %169 = phi i64 [ %185, %168 ], [ %162, %161 ]
    #dbg_value(i64 %169, !91, !DIExpression(), !157)
  %170 = getelementptr inbounds nuw double, ptr %1, i64 %169, !dbg !150
  %171 = load double, ptr %170, align 8, !dbg !152, !tbaa !121
  %172 = getelementptr inbounds nuw double, ptr %0, i64 %169, !dbg !153
  store double %171, ptr %172, align 8, !dbg !154, !tbaa !121
  %173 = add nuw nsw i64 %169, 1, !dbg !170
    #dbg_value(i64 %173, !91, !DIExpression(), !157)
  %174 = getelementptr inbounds nuw double, ptr %1, i64 %173, !dbg !150
  %175 = load double, ptr %174, align 8, !dbg !171, !tbaa !121
  %176 = getelementptr inbounds nuw double, ptr %0, i64 %173, !dbg !153
  store double %175, ptr %176, align 8, !dbg !172, !tbaa !121
  %177 = add nuw nsw i64 %169, 2, !dbg !173
    #dbg_value(i64 %177, !91, !DIExpression(), !157)
  %178 = getelementptr inbounds nuw double, ptr %1, i64 %177, !dbg !150
  %179 = load double, ptr %178, align 8, !dbg !174, !tbaa !121
  %180 = getelementptr inbounds nuw double, ptr %0, i64 %177, !dbg !153
  store double %179, ptr %180, align 8, !dbg !175, !tbaa !121
  %181 = add nuw nsw i64 %169, 3, !dbg !176
    #dbg_value(i64 %181, !91, !DIExpression(), !157)
  %182 = getelementptr inbounds nuw double, ptr %1, i64 %181, !dbg !150
  %183 = load double, ptr %182, align 8, !dbg !177, !tbaa !121
  %184 = getelementptr inbounds nuw double, ptr %0, i64 %181, !dbg !153
  store double %183, ptr %184, align 8, !dbg !178, !tbaa !121
  %185 = add nuw nsw i64 %169, 4, !dbg !179
    #dbg_value(i64 %185, !91, !DIExpression(), !157)
  %186 = icmp eq i64 %185, %21, !dbg !180
  br i1 %186, label %165, label %168, !dbg !181, !llvm.loop !182
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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}
!llvm.errno.tbaa = !{!23}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mpi_halo.c", directory: ".")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 164, baseType: !5)
!4 = !DIFile(filename: "mpich/include/mpi.h", directory: "")
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !4, line: 395, baseType: !8)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MPI_Status", file: !4, line: 389, size: 160, elements: !9)
!9 = !{!10, !11, !12, !13, !14}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "count_lo", scope: !8, file: !4, line: 390, baseType: !5, size: 32)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "count_hi_and_cancelled", scope: !8, file: !4, line: 391, baseType: !5, size: 32, offset: 32)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !8, file: !4, line: 392, baseType: !5, size: 32, offset: 64)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !8, file: !4, line: 393, baseType: !5, size: 32, offset: 96)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !8, file: !4, line: 394, baseType: !5, size: 32, offset: 128)
!15 = !{i32 7, !"Dwarf Version", i32 4}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!22 = !{!"clang version 22.1.8"}
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C/C++ TBAA"}
!27 = distinct !DISubprogram(name: "halo_exchange", scope: !1, file: !1, line: 7, type: !28, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !33, keyInstructions: true)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !30, !5, !32}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 266, baseType: !5)
!33 = !{!34, !35, !36, !37, !38, !39, !40, !41}
!34 = !DILocalVariable(name: "u", arg: 1, scope: !27, file: !1, line: 7, type: !30)
!35 = !DILocalVariable(name: "nlocal", arg: 2, scope: !27, file: !1, line: 7, type: !5)
!36 = !DILocalVariable(name: "comm", arg: 3, scope: !27, file: !1, line: 7, type: !32)
!37 = !DILocalVariable(name: "rank", scope: !27, file: !1, line: 8, type: !5)
!38 = !DILocalVariable(name: "size", scope: !27, file: !1, line: 8, type: !5)
!39 = !DILocalVariable(name: "left", scope: !27, file: !1, line: 11, type: !5)
!40 = !DILocalVariable(name: "right", scope: !27, file: !1, line: 12, type: !5)
!41 = !DILocalVariable(name: "st", scope: !27, file: !1, line: 13, type: !7)
!42 = distinct !DIAssignID()
!43 = !DILocation(line: 0, scope: !27)
!44 = distinct !DIAssignID()
!45 = distinct !DIAssignID()
!46 = !DILocation(line: 8, column: 5, scope: !27)
!47 = !DILocation(line: 9, column: 5, scope: !27)
!48 = !DILocation(line: 10, column: 5, scope: !27)
!49 = !DILocation(line: 11, column: 16, scope: !27)
!50 = !DILocation(line: 11, column: 16, scope: !27, atomGroup: 2, atomRank: 1)
!51 = !DILocation(line: 12, column: 24, scope: !27)
!52 = !DILocation(line: 12, column: 29, scope: !27)
!53 = !DILocation(line: 12, column: 22, scope: !27, atomGroup: 4, atomRank: 2)
!54 = !DILocation(line: 12, column: 17, scope: !27, atomGroup: 4, atomRank: 1)
!55 = !DILocation(line: 13, column: 5, scope: !27)
!56 = !DILocation(line: 14, column: 19, scope: !27)
!57 = !DILocation(line: 14, column: 5, scope: !27)
!58 = !DILocation(line: 15, column: 19, scope: !27)
!59 = !DILocation(line: 15, column: 51, scope: !27)
!60 = !DILocation(line: 15, column: 5, scope: !27)
!61 = !DILocation(line: 16, column: 1, scope: !27)
!62 = !DILocation(line: 16, column: 1, scope: !27, atomGroup: 5, atomRank: 1)
!63 = !DISubprogram(name: "MPI_Comm_rank", scope: !64, file: !64, line: 339, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DIFile(filename: "mpich/include/mpi_proto.h", directory: "")
!65 = !DISubroutineType(types: !66)
!66 = !{!5, !32, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!68 = !DISubprogram(name: "MPI_Comm_size", scope: !64, file: !64, line: 344, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DISubprogram(name: "MPI_Sendrecv", scope: !64, file: !64, line: 645, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DISubroutineType(types: !71)
!71 = !{!5, !72, !5, !3, !5, !5, !74, !5, !3, !5, !5, !32, !6}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = distinct !DISubprogram(name: "heat_parallel", scope: !1, file: !1, line: 18, type: !76, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !78, keyInstructions: true)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !30, !30, !5, !31, !5, !32}
!78 = !{!79, !80, !81, !82, !83, !84, !85, !87, !91}
!79 = !DILocalVariable(name: "u", arg: 1, scope: !75, file: !1, line: 18, type: !30)
!80 = !DILocalVariable(name: "tmp", arg: 2, scope: !75, file: !1, line: 18, type: !30)
!81 = !DILocalVariable(name: "nlocal", arg: 3, scope: !75, file: !1, line: 18, type: !5)
!82 = !DILocalVariable(name: "alpha", arg: 4, scope: !75, file: !1, line: 18, type: !31)
!83 = !DILocalVariable(name: "steps", arg: 5, scope: !75, file: !1, line: 18, type: !5)
!84 = !DILocalVariable(name: "comm", arg: 6, scope: !75, file: !1, line: 18, type: !32)
!85 = !DILocalVariable(name: "s", scope: !86, file: !1, line: 19, type: !5)
!86 = distinct !DILexicalBlock(scope: !75, file: !1, line: 19, column: 5)
!87 = !DILocalVariable(name: "i", scope: !88, file: !1, line: 21, type: !5)
!88 = distinct !DILexicalBlock(scope: !89, file: !1, line: 21, column: 9)
!89 = distinct !DILexicalBlock(scope: !90, file: !1, line: 19, column: 37)
!90 = distinct !DILexicalBlock(scope: !86, file: !1, line: 19, column: 5)
!91 = !DILocalVariable(name: "i", scope: !92, file: !1, line: 23, type: !5)
!92 = distinct !DILexicalBlock(scope: !89, file: !1, line: 23, column: 9)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 0, scope: !27, inlinedAt: !95)
!95 = distinct !DILocation(line: 20, column: 9, scope: !89)
!96 = distinct !DIAssignID()
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !75)
!99 = !DILocation(line: 0, scope: !86)
!100 = !DILocation(line: 19, column: 23, scope: !90, atomGroup: 23, atomRank: 1)
!101 = !DILocation(line: 19, column: 5, scope: !86, atomGroup: 24, atomRank: 1)
!102 = !DILocation(line: 26, column: 1, scope: !75, atomGroup: 18, atomRank: 1)
!103 = !DILocation(line: 8, column: 5, scope: !27, inlinedAt: !95)
!104 = !DILocation(line: 9, column: 5, scope: !27, inlinedAt: !95)
!105 = !DILocation(line: 10, column: 5, scope: !27, inlinedAt: !95)
!106 = !DILocation(line: 11, column: 16, scope: !27, inlinedAt: !95)
!107 = !DILocation(line: 11, column: 16, scope: !27, inlinedAt: !95, atomGroup: 2, atomRank: 1)
!108 = !DILocation(line: 12, column: 24, scope: !27, inlinedAt: !95)
!109 = !DILocation(line: 12, column: 29, scope: !27, inlinedAt: !95)
!110 = !DILocation(line: 12, column: 22, scope: !27, inlinedAt: !95, atomGroup: 4, atomRank: 2)
!111 = !DILocation(line: 12, column: 17, scope: !27, inlinedAt: !95, atomGroup: 4, atomRank: 1)
!112 = !DILocation(line: 13, column: 5, scope: !27, inlinedAt: !95)
!113 = !DILocation(line: 14, column: 5, scope: !27, inlinedAt: !95)
!114 = !DILocation(line: 15, column: 5, scope: !27, inlinedAt: !95)
!115 = !DILocation(line: 16, column: 1, scope: !27, inlinedAt: !95)
!116 = !DILocation(line: 0, scope: !88)
!117 = !DILocation(line: 21, column: 9, scope: !88, atomGroup: 20, atomRank: 1)
!118 = !DILocation(line: 21, column: 9, scope: !88)
!119 = !DILocation(line: 22, column: 22, scope: !120)
!120 = distinct !DILexicalBlock(scope: !88, file: !1, line: 21, column: 9)
!121 = !{!122, !122, i64 0}
!122 = !{!"double", !25, i64 0}
!123 = !{!124}
!124 = distinct !{!124, !125}
!125 = distinct !{!125, !"LVerDomain"}
!126 = !DILocation(line: 22, column: 38, scope: !120)
!127 = !DILocation(line: 22, column: 47, scope: !120)
!128 = !DILocation(line: 22, column: 62, scope: !120)
!129 = !DILocation(line: 22, column: 60, scope: !120)
!130 = !DILocation(line: 22, column: 27, scope: !120, atomGroup: 7, atomRank: 2)
!131 = !DILocation(line: 22, column: 13, scope: !120)
!132 = !DILocation(line: 22, column: 20, scope: !120, atomGroup: 7, atomRank: 1)
!133 = !{!134}
!134 = distinct !{!134, !125}
!135 = !DILocation(line: 21, column: 9, scope: !88, atomGroup: 6, atomRank: 1)
!136 = distinct !{!136, !137, !138, !139}
!137 = !{!"llvm.loop.mustprogress"}
!138 = !{!"llvm.loop.isvectorized", i32 1}
!139 = !{!"llvm.loop.unroll.runtime.disable"}
!140 = !DILocation(line: 22, column: 66, scope: !120)
!141 = !DILocation(line: 22, column: 27, scope: !120, atomGroup: 25, atomRank: 2)
!142 = !DILocation(line: 22, column: 20, scope: !120, atomGroup: 25, atomRank: 1)
!143 = !DILocation(line: 22, column: 27, scope: !120, atomGroup: 28, atomRank: 2)
!144 = !DILocation(line: 22, column: 20, scope: !120, atomGroup: 28, atomRank: 1)
!145 = !DILocation(line: 21, column: 27, scope: !120, atomGroup: 29, atomRank: 1)
!146 = !DILocation(line: 21, column: 9, scope: !88, atomGroup: 30, atomRank: 1)
!147 = distinct !{!147, !118, !148, !137, !138}
!148 = !DILocation(line: 22, column: 70, scope: !88)
!149 = !DILocation(line: 23, column: 9, scope: !92)
!150 = !DILocation(line: 24, column: 20, scope: !151)
!151 = distinct !DILexicalBlock(scope: !92, file: !1, line: 23, column: 9)
!152 = !DILocation(line: 24, column: 20, scope: !151, atomGroup: 13, atomRank: 2)
!153 = !DILocation(line: 24, column: 13, scope: !151)
!154 = !DILocation(line: 24, column: 18, scope: !151, atomGroup: 13, atomRank: 1)
!155 = !DILocation(line: 23, column: 9, scope: !92, atomGroup: 12, atomRank: 1)
!156 = distinct !{!156, !137, !138, !139}
!157 = !DILocation(line: 0, scope: !92)
!158 = !DILocation(line: 24, column: 20, scope: !151, atomGroup: 31, atomRank: 2)
!159 = !DILocation(line: 24, column: 18, scope: !151, atomGroup: 31, atomRank: 1)
!160 = !DILocation(line: 23, column: 39, scope: !151, atomGroup: 32, atomRank: 2)
!161 = !DILocation(line: 23, column: 9, scope: !92, atomGroup: 34, atomRank: 1)
!162 = distinct !{!162, !163}
!163 = !{!"llvm.loop.unroll.disable"}
!164 = !DILocation(line: 19, column: 33, scope: !90, atomGroup: 16, atomRank: 2)
!165 = !DILocation(line: 19, column: 23, scope: !90, atomGroup: 2, atomRank: 1)
!166 = !DILocation(line: 19, column: 5, scope: !86, atomGroup: 3, atomRank: 1)
!167 = distinct !{!167, !168, !169, !137}
!168 = !DILocation(line: 19, column: 5, scope: !86)
!169 = !DILocation(line: 25, column: 5, scope: !86)
!170 = !DILocation(line: 23, column: 39, scope: !151, atomGroup: 14, atomRank: 2)
!171 = !DILocation(line: 24, column: 20, scope: !151, atomGroup: 35, atomRank: 2)
!172 = !DILocation(line: 24, column: 18, scope: !151, atomGroup: 35, atomRank: 1)
!173 = !DILocation(line: 23, column: 39, scope: !151, atomGroup: 36, atomRank: 2)
!174 = !DILocation(line: 24, column: 20, scope: !151, atomGroup: 39, atomRank: 2)
!175 = !DILocation(line: 24, column: 18, scope: !151, atomGroup: 39, atomRank: 1)
!176 = !DILocation(line: 23, column: 39, scope: !151, atomGroup: 40, atomRank: 2)
!177 = !DILocation(line: 24, column: 20, scope: !151, atomGroup: 43, atomRank: 2)
!178 = !DILocation(line: 24, column: 18, scope: !151, atomGroup: 43, atomRank: 1)
!179 = !DILocation(line: 23, column: 39, scope: !151, atomGroup: 44, atomRank: 2)
!180 = !DILocation(line: 23, column: 27, scope: !151, atomGroup: 45, atomRank: 1)
!181 = !DILocation(line: 23, column: 9, scope: !92, atomGroup: 46, atomRank: 1)
!182 = distinct !{!182, !149, !183, !137, !138}
!183 = !DILocation(line: 24, column: 25, scope: !92)
