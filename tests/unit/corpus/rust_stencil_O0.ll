; ModuleID = 'stencil.f47fa73e02184351-cgu.0'
source_filename = "stencil.f47fa73e02184351-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Particle = type { double, double, double }

@alloc_66decb206cc790f4c5da38fd8d19ae5a = private unnamed_addr constant [92 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/adapters/enumerate.rs\00", align 1
@alloc_da75e79ea4900be5811e6318d0bc905d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_66decb206cc790f4c5da38fd8d19ae5a, [16 x i8] c"[\00\00\00\00\00\00\00R\00\00\00\09\00\00\00" }>, align 8
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_bd3468a7b96187f70c1ce98a3e7a63bf = private unnamed_addr constant [283 x i8] c"unsafe precondition(s) violated: ptr::copy_nonoverlapping requires that both pointer arguments are aligned and non-null and the specified memory ranges do not overlap\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_fad0cd83b7d1858a846a172eb260e593 = private unnamed_addr constant [42 x i8] c"is_aligned_to: align is not a power-of-two", align 1
@alloc_3d063512bd2a283debbda10df8c730ad = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/const_ptr.rs\00", align 1
@alloc_180ab55c3ad9891a0d81c48ca2ae33fa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3d063512bd2a283debbda10df8c730ad, [16 x i8] c"Q\00\00\00\00\00\00\00^\05\00\00\0D\00\00\00" }>, align 8
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf = private unnamed_addr constant [76 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/mod.rs\00", align 1
@alloc_37f6e60a2902ea1334fb3e649d7c5a34 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf, [16 x i8] c"K\00\00\00\00\00\00\00\0F\02\00\00\05\00\00\00" }>, align 8
@alloc_d0b5540d38aa67683bd942cb6db4a43b = private unnamed_addr constant [28 x i8] c"window size must be non-zero", align 1
@alloc_a28e8c8fd5088943a8b5d44af697ff83 = private unnamed_addr constant [279 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_5c1a2f972552229672fc942406cfc298 = private unnamed_addr constant [283 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts_mut requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_763310d78c99c2c1ad3f8a9821e942f3 = private unnamed_addr constant [61 x i8] c"is_nonoverlapping: `size_of::<T>() * count` overflows a usize", align 1
@alloc_88bfb5085a97a9f03cee2b9c3c42dd08 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/non_null.rs\00", align 1
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8
@alloc_31e0c595875695c77fd2f54110592d27 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00Q\05\00\00\1D\00\00\00" }>, align 8
@alloc_b2f28986b414e660fff9151eee01a1b2 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00P\05\00\00#\00\00\00" }>, align 8
@anon.24c8918d08b4d93eba563b9dcaf1ca84.0 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] zeroinitializer, [8 x i8] undef }>, align 8
@alloc_a3ccb8b8f4c447015dd67781a9749a14 = private unnamed_addr constant [11 x i8] c"stencil.rs\00", align 1
@alloc_424149f69ae8b06b84160b803980350a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\14\00\00\00\16\00\00\00" }>, align 8
@alloc_f5ae75ae2b298b8d790e52ed4724cb94 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\15\00\00\00\18\00\00\00" }>, align 8
@alloc_980c37627aad2f244fe76963ef2bc489 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\16\00\00\00\15\00\00\00" }>, align 8
@alloc_c6f96fb21bdcc5b311b360d27524e8a5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\19\00\00\00\0A\00\00\00" }>, align 8
@alloc_64f22ff59142d4266c1d9c5662cd62cb = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\19\00\00\00\06\00\00\00" }>, align 8
@alloc_bf90ce8caaec5da34bda16be249379be = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\19\00\00\00)\00\00\00" }>, align 8
@alloc_6b30e583e984a79dc7d5d68e2ec192e6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\19\00\00\00%\00\00\00" }>, align 8
@alloc_10b7ea428e36271e44864c09eec6fd96 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\19\00\00\00\11\00\00\00" }>, align 8
@alloc_21be110f9081cb133190846637dd7579 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\17\00\00\00\16\00\00\00" }>, align 8
@alloc_e6ac2b3b70be748da5cf928024ddebb6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\17\00\00\00&\00\00\00" }>, align 8
@alloc_aa54fe4b385b9f8629a7eea5c6b4d457 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\17\00\00\003\00\00\00" }>, align 8
@alloc_ad955cfa7fef8ee0cd4a6020fb7c3dbc = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\17\00\00\00:\00\00\00" }>, align 8
@alloc_4a7e32257c04291e70a61f00605776b6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\17\00\00\00\0D\00\00\00" }>, align 8
@alloc_e0b5264b9a5469861dd99d808b382d19 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00\17\00\00\00\09\00\00\00" }>, align 8
@alloc_579832a83cf1f1f314560f7518fcff14 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a3ccb8b8f4c447015dd67781a9749a14, [16 x i8] c"\0A\00\00\00\00\00\00\00/\00\00\00\16\00\00\00" }>, align 8

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nonlazybind uwtable
define double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hae06e11d5458702cE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 !dbg !7 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha3783575a30cb78fE"(ptr %self.0, ptr %self.1, double %init) #12, !dbg !16
  ret double %_0, !dbg !17
}

; <core::ops::range::Range<usize> as core::slice::index::SliceIndex<[T]>>::index_mut
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @"_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$9index_mut17h3fcd90c54a8b56d9E"(i64 %self.0, i64 %self.1, ptr align 8 %slice.0, i64 %slice.1, ptr align 8 %0) unnamed_addr #1 !dbg !18 {
start:
  %_3 = alloca [16 x i8], align 8
  %_13 = icmp ult i64 %self.1, %self.0, !dbg !23
  br i1 %_13, label %bb4, label %bb5, !dbg !23

bb5:                                              ; preds = %start
  %_14 = sub nuw i64 %self.1, %self.0, !dbg !29
  %1 = getelementptr inbounds i8, ptr %_3, i64 8, !dbg !30
  store i64 %_14, ptr %1, align 8, !dbg !30
  store i64 1, ptr %_3, align 8, !dbg !30
  %2 = getelementptr inbounds i8, ptr %_3, i64 8, !dbg !31
  %new_len = load i64, ptr %2, align 8, !dbg !31
  %_7 = icmp ule i64 %self.1, %slice.1, !dbg !32
  br i1 %_7, label %bb1, label %bb2, !dbg !32

bb4:                                              ; preds = %start
  br label %bb3, !dbg !33

bb2:                                              ; preds = %bb5
  br label %bb3, !dbg !34

bb1:                                              ; preds = %bb5
  %_16 = getelementptr inbounds nuw double, ptr %slice.0, i64 %self.0, !dbg !37
  %3 = insertvalue { ptr, i64 } poison, ptr %_16, 0, !dbg !41
  %4 = insertvalue { ptr, i64 } %3, i64 %new_len, 1, !dbg !41
  ret { ptr, i64 } %4, !dbg !41

bb3:                                              ; preds = %bb4, %bb2
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 %self.0, i64 %self.1, i64 %slice.1, ptr align 8 %0) #13, !dbg !42
  unreachable, !dbg !42
}

; <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nonlazybind uwtable
define void @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hd1591bbab702432cE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !43 {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [24 x i8], align 8
  %self1 = alloca [16 x i8], align 8
  %_3 = alloca [16 x i8], align 8
; call <core::slice::iter::Windows<T> as core::iter::traits::iterator::Iterator>::next
  %1 = call { ptr, i64 } @"_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hcb0255bcf2acf325E"(ptr align 8 %self) #12, !dbg !47
  %2 = extractvalue { ptr, i64 } %1, 0, !dbg !47
  %3 = extractvalue { ptr, i64 } %1, 1, !dbg !47
  store ptr %2, ptr %self1, align 8, !dbg !47
  %4 = getelementptr inbounds i8, ptr %self1, i64 8, !dbg !47
  store i64 %3, ptr %4, align 8, !dbg !47
  %5 = load ptr, ptr %self1, align 8, !dbg !48
  %6 = getelementptr inbounds i8, ptr %self1, i64 8, !dbg !48
  %7 = load i64, ptr %6, align 8, !dbg !48
  %8 = ptrtoint ptr %5 to i64, !dbg !48
  %9 = icmp eq i64 %8, 0, !dbg !48
  %_12 = select i1 %9, i64 0, i64 1, !dbg !48
  %10 = trunc nuw i64 %_12 to i1, !dbg !54
  br i1 %10, label %bb8, label %bb7, !dbg !54

bb8:                                              ; preds = %start
  %v.0 = load ptr, ptr %self1, align 8, !dbg !55
  %11 = getelementptr inbounds i8, ptr %self1, i64 8, !dbg !55
  %v.1 = load i64, ptr %11, align 8, !dbg !55
  store ptr %v.0, ptr %_3, align 8, !dbg !56
  %12 = getelementptr inbounds i8, ptr %_3, i64 8, !dbg !56
  store i64 %v.1, ptr %12, align 8, !dbg !56
  %val.0 = load ptr, ptr %_3, align 8, !dbg !53
  %13 = getelementptr inbounds i8, ptr %_3, i64 8, !dbg !53
  %val.1 = load i64, ptr %13, align 8, !dbg !53
  %14 = getelementptr inbounds i8, ptr %self, i64 24, !dbg !58
  %i = load i64, ptr %14, align 8, !dbg !58
  %15 = getelementptr inbounds i8, ptr %self, i64 24, !dbg !60
  %16 = load i64, ptr %15, align 8, !dbg !60
  %_9.0 = add i64 %16, 1, !dbg !60
  %_9.1 = icmp ult i64 %_9.0, %16, !dbg !60
  br i1 %_9.1, label %panic, label %bb3, !dbg !60

bb7:                                              ; preds = %start
  %17 = getelementptr inbounds i8, ptr %_0, i64 8, !dbg !62
  store ptr null, ptr %17, align 8, !dbg !62
  br label %bb4, !dbg !69

bb4:                                              ; preds = %bb3, %bb7
  ret void, !dbg !69

bb3:                                              ; preds = %bb8
  %18 = getelementptr inbounds i8, ptr %self, i64 24, !dbg !60
  store i64 %_9.0, ptr %18, align 8, !dbg !60
  store i64 %i, ptr %_10, align 8, !dbg !70
  %19 = getelementptr inbounds i8, ptr %_10, i64 8, !dbg !70
  store ptr %val.0, ptr %19, align 8, !dbg !70
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !70
  store i64 %val.1, ptr %20, align 8, !dbg !70
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_10, i64 24, i1 false), !dbg !71
  br label %bb4, !dbg !69

panic:                                            ; preds = %bb8
; invoke core::panicking::panic_const::panic_const_add_overflow
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_da75e79ea4900be5811e6318d0bc905d) #14
          to label %unreachable unwind label %cleanup, !dbg !60

bb5:                                              ; preds = %cleanup
  %21 = load ptr, ptr %0, align 8, !dbg !72
  %22 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !72
  %23 = load i32, ptr %22, align 8, !dbg !72
  %24 = insertvalue { ptr, i32 } poison, ptr %21, 0, !dbg !72
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1, !dbg !72
  resume { ptr, i32 } %25, !dbg !72

cleanup:                                          ; preds = %panic
  %26 = landingpad { ptr, i32 }
          cleanup
  %27 = extractvalue { ptr, i32 } %26, 0
  %28 = extractvalue { ptr, i32 } %26, 1
  store ptr %27, ptr %0, align 8
  %29 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %28, ptr %29, align 8
  br label %bb5

unreachable:                                      ; preds = %panic
  unreachable

bb2:                                              ; No predecessors!
  unreachable, !dbg !73
}

; std::f64::<impl f64>::ln
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$2ln17h8daead6125d1098eE"(double %self) unnamed_addr #1 !dbg !75 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.log.f64(double %self), !dbg !80
  store double %1, ptr %0, align 8, !dbg !80
  %_0 = load double, ptr %0, align 8, !dbg !80
  ret double %_0, !dbg !81
}

; std::f64::<impl f64>::cos
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17hd8bccd3db1ec8efcE"(double %self) unnamed_addr #1 !dbg !82 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.cos.f64(double %self), !dbg !83
  store double %1, ptr %0, align 8, !dbg !83
  %_0 = load double, ptr %0, align 8, !dbg !83
  ret double %_0, !dbg !84
}

; std::f64::<impl f64>::exp
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3exp17h99b3b7e0183d0e35E"(double %self) unnamed_addr #1 !dbg !85 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.exp.f64(double %self), !dbg !86
  store double %1, ptr %0, align 8, !dbg !86
  %_0 = load double, ptr %0, align 8, !dbg !86
  ret double %_0, !dbg !87
}

; std::f64::<impl f64>::powf
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powf17h511722961f411b2eE"(double %self, double %n) unnamed_addr #1 !dbg !88 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.pow.f64(double %self, double %n), !dbg !89
  store double %1, ptr %0, align 8, !dbg !89
  %_0 = load double, ptr %0, align 8, !dbg !89
  ret double %_0, !dbg !90
}

; std::f64::<impl f64>::sqrt
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h64254c9157137fc6E"(double %self) unnamed_addr #1 !dbg !91 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sqrt.f64(double %self), !dbg !92
  store double %1, ptr %0, align 8, !dbg !92
  %_0 = load double, ptr %0, align 8, !dbg !92
  ret double %_0, !dbg !98
}

; std::f64::<impl f64>::tanh
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4tanh17h0dc553807c18101aE"(double %self) unnamed_addr #1 !dbg !99 {
start:
  %_0 = call double @tanh(double %self) #15, !dbg !100
  ret double %_0, !dbg !101
}

; std::f64::<impl f64>::atan2
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$5atan217hdc2d870e68c3fb6aE"(double %self, double %other) unnamed_addr #1 !dbg !102 {
start:
  %_0 = call double @atan2(double %self, double %other) #15, !dbg !103
  ret double %_0, !dbg !104
}

; std::f64::<impl f64>::hypot
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$5hypot17h97f6ff600696787dE"(double %self, double %other) unnamed_addr #1 !dbg !105 {
start:
  %_0 = call double @hypot(double %self, double %other) #15, !dbg !106
  ret double %_0, !dbg !107
}

; core::intrinsics::cold_path
; Function Attrs: cold nounwind nonlazybind uwtable
define internal void @_ZN4core10intrinsics9cold_path17h0410aae19a1c6c49E() unnamed_addr #2 !dbg !108 {
start:
  ret void, !dbg !111
}

; core::f64::<impl f64>::abs
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h483310a1f5924421E"(double %self) unnamed_addr #1 !dbg !112 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.fabs.f64(double %self), !dbg !114
  store double %1, ptr %0, align 8, !dbg !114
  %_0 = load double, ptr %0, align 8, !dbg !114
  ret double %_0, !dbg !115
}

; core::f64::<impl f64>::max
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17h5f33a466b873f97dE"(double %self, double %other) unnamed_addr #1 !dbg !116 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.maxnum.f64(double %self, double %other), !dbg !117
  store double %1, ptr %0, align 8, !dbg !117
  %_0 = load double, ptr %0, align 8, !dbg !117
  ret double %_0, !dbg !118
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h653094a77f78f2dfE"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #3 !dbg !119 {
start:
  %_7.0 = add i64 %lhs, %rhs, !dbg !122
  %_7.1 = icmp ult i64 %_7.0, %lhs, !dbg !122
  br i1 %_7.1, label %bb1, label %bb2, !dbg !126

bb2:                                              ; preds = %start
  ret void, !dbg !127

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #16, !dbg !128
  unreachable, !dbg !128
}

; core::ptr::copy_nonoverlapping::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17h8ba4ce4b55ca3610E(ptr %src, ptr %dst, i64 %size, i64 %align, i64 %count, ptr align 8 %0) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !130 {
start:
  %zero_size = alloca [1 x i8], align 1
  %1 = icmp eq i64 %count, 0, !dbg !133
  br i1 %1, label %bb1, label %bb2, !dbg !133

bb1:                                              ; preds = %start
  store i8 1, ptr %zero_size, align 1, !dbg !133
  br label %bb3, !dbg !133

bb2:                                              ; preds = %start
  %2 = icmp eq i64 %size, 0, !dbg !136
  %3 = zext i1 %2 to i8, !dbg !136
  store i8 %3, ptr %zero_size, align 1, !dbg !136
  br label %bb3, !dbg !133

bb3:                                              ; preds = %bb2, %bb1
  %4 = load i8, ptr %zero_size, align 1, !dbg !137
  %is_zst = trunc nuw i8 %4 to i1, !dbg !137
; invoke core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_15 = invoke zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h9c5a7f7f6060f89aE"(ptr %src, i64 %align)
          to label %bb15 unwind label %terminate, !dbg !139

terminate:                                        ; preds = %bb5, %bb4, %bb3
  %5 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17, !dbg !150
  unreachable, !dbg !150

bb15:                                             ; preds = %bb3
  br i1 %_15, label %bb11, label %bb12, !dbg !147

bb12:                                             ; preds = %bb15
  br label %bb7, !dbg !149

bb11:                                             ; preds = %bb15
  br i1 %is_zst, label %bb13, label %bb14, !dbg !151

bb7:                                              ; preds = %bb14, %bb12
  br label %bb8, !dbg !152

bb14:                                             ; preds = %bb11
  %_17 = ptrtoint ptr %src to i64, !dbg !154
  %_16 = icmp eq i64 %_17, 0, !dbg !169
  %_8 = xor i1 %_16, true, !dbg !170
  br i1 %_8, label %bb4, label %bb7, !dbg !149

bb13:                                             ; preds = %bb11
  br label %bb4, !dbg !149

bb4:                                              ; preds = %bb13, %bb14
; invoke core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_18 = invoke zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h9c5a7f7f6060f89aE"(ptr %dst, i64 %align)
          to label %bb20 unwind label %terminate, !dbg !171

bb8:                                              ; preds = %bb6, %bb7
  br label %bb9, !dbg !177

bb20:                                             ; preds = %bb4
  br i1 %_18, label %bb16, label %bb17, !dbg !178

bb17:                                             ; preds = %bb20
  br label %bb6, !dbg !176

bb16:                                             ; preds = %bb20
  %6 = load i8, ptr %zero_size, align 1, !dbg !179
  %7 = trunc nuw i8 %6 to i1, !dbg !179
  br i1 %7, label %bb18, label %bb19, !dbg !179

bb6:                                              ; preds = %bb19, %bb17
  br label %bb8, !dbg !152

bb19:                                             ; preds = %bb16
  %_20 = ptrtoint ptr %dst to i64, !dbg !180
  %_19 = icmp eq i64 %_20, 0, !dbg !188
  %_10 = xor i1 %_19, true, !dbg !189
  br i1 %_10, label %bb5, label %bb6, !dbg !176

bb18:                                             ; preds = %bb16
  br label %bb5, !dbg !176

bb5:                                              ; preds = %bb18, %bb19
; invoke core::ub_checks::maybe_is_nonoverlapping::runtime
  %_6 = invoke zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17h158dcef5c0241a47E(ptr %src, ptr %dst, i64 %size, i64 %count)
          to label %bb21 unwind label %terminate, !dbg !190

bb9:                                              ; preds = %bb21, %bb8
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_bd3468a7b96187f70c1ce98a3e7a63bf, ptr inttoptr (i64 567 to ptr), i1 zeroext false, ptr align 8 %0) #16, !dbg !194
  unreachable, !dbg !194

bb21:                                             ; preds = %bb5
  br i1 %_6, label %bb10, label %bb9, !dbg !177

bb10:                                             ; preds = %bb21
  ret void, !dbg !196
}

; core::ptr::const_ptr::<impl *const T>::is_aligned_to
; Function Attrs: inlinehint nonlazybind uwtable
define zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h9c5a7f7f6060f89aE"(ptr %self, i64 %align) unnamed_addr #1 !dbg !197 {
start:
  %0 = alloca [4 x i8], align 4
  %1 = call i64 @llvm.ctpop.i64(i64 %align), !dbg !198
  %2 = trunc i64 %1 to i32, !dbg !198
  store i32 %2, ptr %0, align 4, !dbg !198
  %_8 = load i32, ptr %0, align 4, !dbg !198
  %3 = icmp eq i32 %_8, 1, !dbg !203
  br i1 %3, label %bb1, label %bb2, !dbg !203

bb1:                                              ; preds = %start
  %_6 = ptrtoint ptr %self to i64, !dbg !204
  %_7 = sub i64 %align, 1, !dbg !207
  %_5 = and i64 %_6, %_7, !dbg !208
  %_0 = icmp eq i64 %_5, 0, !dbg !208
  ret i1 %_0, !dbg !209

bb2:                                              ; preds = %start
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_fad0cd83b7d1858a846a172eb260e593, ptr inttoptr (i64 85 to ptr), ptr align 8 @alloc_180ab55c3ad9891a0d81c48ca2ae33fa) #13, !dbg !210
  unreachable, !dbg !210
}

; core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h25c66314343f8551E"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #3 !dbg !211 {
start:
  %_3 = icmp uge ptr %this, %origin, !dbg !213
  br i1 %_3, label %bb1, label %bb2, !dbg !220

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_de4e626d456b04760e72bc785ed7e52a, ptr inttoptr (i64 403 to ptr), i1 zeroext false, ptr align 8 %0) #16, !dbg !222
  unreachable, !dbg !222

bb1:                                              ; preds = %start
  ret void, !dbg !224
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h1485b3aa2c207da5E(ptr %self.0, ptr %self.1) unnamed_addr #1 !dbg !225 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0, !dbg !230
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1, !dbg !230
  ret { ptr, ptr } %1, !dbg !230
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nonlazybind uwtable
define double @_ZN4core4iter6traits8iterator8Iterator3sum17h1a78c5129e829cb6E(ptr %self.0, ptr %self.1) unnamed_addr #0 !dbg !231 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hf2628cc154e05156E"(ptr %self.0, ptr %self.1), !dbg !232
  ret double %_0, !dbg !233
}

; core::iter::traits::iterator::Iterator::enumerate
; Function Attrs: inlinehint nonlazybind uwtable
define void @_ZN4core4iter6traits8iterator8Iterator9enumerate17h892da91dad5ab4d6E(ptr sret([32 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 !dbg !234 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false), !dbg !235
  %0 = getelementptr inbounds i8, ptr %_0, i64 24, !dbg !235
  store i64 0, ptr %0, align 8, !dbg !235
  ret void, !dbg !239
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h289e8139eec0e54cE"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !240 {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1, !dbg !242
; invoke stencil::kinetic_energy::{{closure}}
  %_7 = invoke double @"_ZN7stencil14kinetic_energy28_$u7b$$u7b$closure$u7d$$u7d$17hd5e0b6168e1268b9E"(ptr align 1 %_1, ptr align 8 %elt)
          to label %bb1 unwind label %cleanup, !dbg !243

bb5:                                              ; preds = %cleanup
  %1 = load i8, ptr %_10, align 1, !dbg !244
  %2 = trunc nuw i8 %1 to i1, !dbg !244
  br i1 %2, label %bb4, label %bb3, !dbg !244

cleanup:                                          ; preds = %bb1, %start
  %3 = landingpad { ptr, i32 }
          cleanup
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  store ptr %4, ptr %0, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %5, ptr %6, align 8
  br label %bb5

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1, !dbg !245
; invoke <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = invoke double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h45894932d1f56746E"(ptr align 1 %_1, double %acc, double %_7)
          to label %bb2 unwind label %cleanup, !dbg !245

bb2:                                              ; preds = %bb1
  ret double %_0, !dbg !246

bb3:                                              ; preds = %bb4, %bb5
  %7 = load ptr, ptr %0, align 8, !dbg !247
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !247
  %9 = load i32, ptr %8, align 8, !dbg !247
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0, !dbg !247
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1, !dbg !247
  resume { ptr, i32 } %11, !dbg !247

bb4:                                              ; preds = %bb5
  br label %bb3, !dbg !244
}

; core::slice::copy_from_slice_impl
; Function Attrs: nonlazybind uwtable
define void @_ZN4core5slice20copy_from_slice_impl17h7dad474b5df79d3aE(ptr align 8 %dest.0, i64 %dest.1, ptr align 8 %src.0, i64 %src.1, ptr align 8 %0) unnamed_addr #0 !dbg !248 {
start:
  %_3 = icmp ne i64 %dest.1, %src.1, !dbg !250
  br i1 %_3, label %bb1, label %bb2, !dbg !250

bb2:                                              ; preds = %start
  br label %bb3, !dbg !251

bb1:                                              ; preds = %start
; call core::slice::copy_from_slice_impl::len_mismatch_fail
  call void @_RNvNvNtCsgEmfK2I1SDS_4core5slice20copy_from_slice_impl17len_mismatch_fail(i64 %dest.1, i64 %src.1, ptr align 8 %0) #13, !dbg !255
  unreachable, !dbg !255

bb3:                                              ; preds = %bb2
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17h8ba4ce4b55ca3610E(ptr %src.0, ptr %dest.0, i64 8, i64 8, i64 %dest.1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #18, !dbg !256
  br label %bb5, !dbg !257

bb5:                                              ; preds = %bb3
  %1 = mul i64 %dest.1, 8, !dbg !258
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dest.0, ptr align 8 %src.0, i64 %1, i1 false), !dbg !258
  ret void, !dbg !259
}

; core::slice::<impl [T]>::copy_from_slice
; Function Attrs: inlinehint nonlazybind uwtable
define void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$15copy_from_slice17h5e108a413bbf65e4E"(ptr align 8 %self.0, i64 %self.1, ptr align 8 %src.0, i64 %src.1, ptr align 8 %0) unnamed_addr #1 !dbg !260 {
start:
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h7dad474b5df79d3aE(ptr align 8 %self.0, i64 %self.1, ptr align 8 %src.0, i64 %src.1, ptr align 8 %0), !dbg !262
  ret void, !dbg !263
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h13e1639af1ca789dE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 !dbg !264 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h32afe52d4edcbca8E"(ptr align 8 %self.0, i64 %self.1) #12, !dbg !265
  %_0.0 = extractvalue { ptr, ptr } %0, 0, !dbg !265
  %_0.1 = extractvalue { ptr, ptr } %0, 1, !dbg !265
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0, !dbg !266
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1, !dbg !266
  ret { ptr, ptr } %2, !dbg !266
}

; core::slice::<impl [T]>::windows
; Function Attrs: inlinehint nonlazybind uwtable
define void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7windows17hf3064886a1720debE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self.0, i64 %self.1, i64 %size, ptr align 8 %0) unnamed_addr #1 !dbg !267 {
start:
  %self = alloca [8 x i8], align 8
  store i64 %size, ptr %self, align 8, !dbg !268
  %1 = load i64, ptr %self, align 8, !dbg !274
  %2 = icmp eq i64 %1, 0, !dbg !274
  %_5 = select i1 %2, i64 0, i64 1, !dbg !274
  %3 = trunc nuw i64 %_5 to i1, !dbg !278
  br i1 %3, label %bb3, label %bb2, !dbg !278

bb3:                                              ; preds = %start
  %size1 = load i64, ptr %self, align 8, !dbg !279
  store ptr %self.0, ptr %_0, align 8, !dbg !280
  %4 = getelementptr inbounds i8, ptr %_0, i64 8, !dbg !280
  store i64 %self.1, ptr %4, align 8, !dbg !280
  %5 = getelementptr inbounds i8, ptr %_0, i64 16, !dbg !280
  store i64 %size1, ptr %5, align 8, !dbg !280
  ret void, !dbg !287

bb2:                                              ; preds = %start
; call core::option::expect_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr align 1 @alloc_d0b5540d38aa67683bd942cb6db4a43b, i64 28, ptr align 8 %0) #13, !dbg !288
  unreachable, !dbg !288

bb1:                                              ; No predecessors!
  unreachable, !dbg !274
}

; core::slice::raw::from_raw_parts
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17hee77777e481bc4d7E(ptr %data, i64 %len, ptr align 8 %0) unnamed_addr #1 !dbg !289 {
start:
  br label %bb1, !dbg !292

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h320510f325c77778E(ptr %data, i64 24, i64 8, i64 %len, ptr align 8 %0) #18, !dbg !294
  br label %bb3, !dbg !295

bb3:                                              ; preds = %bb1
  %1 = insertvalue { ptr, i64 } poison, ptr %data, 0, !dbg !296
  %2 = insertvalue { ptr, i64 } %1, i64 %len, 1, !dbg !296
  ret { ptr, i64 } %2, !dbg !296
}

; core::slice::raw::from_raw_parts::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h320510f325c77778E(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !297 {
start:
  %max_len = alloca [8 x i8], align 8
; invoke core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = invoke zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h9c5a7f7f6060f89aE"(ptr %data, i64 %align)
          to label %bb8 unwind label %terminate, !dbg !299

terminate:                                        ; preds = %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17, !dbg !309
  unreachable, !dbg !309

bb8:                                              ; preds = %start
  br i1 %_11, label %bb6, label %bb7, !dbg !305

bb7:                                              ; preds = %bb8
  br label %bb4, !dbg !307

bb6:                                              ; preds = %bb8
  %_13 = ptrtoint ptr %data to i64, !dbg !310
  %_12 = icmp eq i64 %_13, 0, !dbg !321
  %_5 = xor i1 %_12, true, !dbg !322
  br i1 %_5, label %bb1, label %bb4, !dbg !307

bb4:                                              ; preds = %bb6, %bb7
  br label %bb5, !dbg !323

bb1:                                              ; preds = %bb6
  %2 = icmp eq i64 %size, 0, !dbg !325
  br i1 %2, label %bb9, label %bb10, !dbg !325

bb5:                                              ; preds = %bb3, %bb4
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_a28e8c8fd5088943a8b5d44af697ff83, ptr inttoptr (i64 559 to ptr), i1 zeroext false, ptr align 8 %0) #16, !dbg !328
  unreachable, !dbg !328

bb9:                                              ; preds = %bb1
  store i64 -1, ptr %max_len, align 8, !dbg !330
  br label %bb11, !dbg !331

bb10:                                             ; preds = %bb1
  %3 = udiv i64 9223372036854775807, %size, !dbg !332
  store i64 %3, ptr %max_len, align 8, !dbg !332
  br label %bb11, !dbg !331

bb11:                                             ; preds = %bb10, %bb9
  %4 = load i64, ptr %max_len, align 8, !dbg !333
  %_7 = icmp ule i64 %len, %4, !dbg !333
  br i1 %_7, label %bb2, label %bb3, !dbg !327

bb3:                                              ; preds = %bb11
  br label %bb5, !dbg !323

bb2:                                              ; preds = %bb11
  ret void, !dbg !335
}

; core::slice::raw::from_raw_parts_mut
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @_ZN4core5slice3raw18from_raw_parts_mut17he1fd8e26971ebdbbE(ptr %data, i64 %len, ptr align 8 %0) unnamed_addr #1 !dbg !336 {
start:
  br label %bb1, !dbg !337

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17hff793e239de313fbE(ptr %data, i64 8, i64 8, i64 %len, ptr align 8 %0) #18, !dbg !339
  br label %bb3, !dbg !340

bb3:                                              ; preds = %bb1
  %1 = insertvalue { ptr, i64 } poison, ptr %data, 0, !dbg !341
  %2 = insertvalue { ptr, i64 } %1, i64 %len, 1, !dbg !341
  ret { ptr, i64 } %2, !dbg !341
}

; core::slice::raw::from_raw_parts_mut::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17hff793e239de313fbE(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !342 {
start:
  %max_len = alloca [8 x i8], align 8
; invoke core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = invoke zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h9c5a7f7f6060f89aE"(ptr %data, i64 %align)
          to label %bb8 unwind label %terminate, !dbg !344

terminate:                                        ; preds = %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17, !dbg !354
  unreachable, !dbg !354

bb8:                                              ; preds = %start
  br i1 %_11, label %bb6, label %bb7, !dbg !350

bb7:                                              ; preds = %bb8
  br label %bb4, !dbg !352

bb6:                                              ; preds = %bb8
  %_13 = ptrtoint ptr %data to i64, !dbg !355
  %_12 = icmp eq i64 %_13, 0, !dbg !366
  %_5 = xor i1 %_12, true, !dbg !367
  br i1 %_5, label %bb1, label %bb4, !dbg !352

bb4:                                              ; preds = %bb6, %bb7
  br label %bb5, !dbg !368

bb1:                                              ; preds = %bb6
  %2 = icmp eq i64 %size, 0, !dbg !370
  br i1 %2, label %bb9, label %bb10, !dbg !370

bb5:                                              ; preds = %bb3, %bb4
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_5c1a2f972552229672fc942406cfc298, ptr inttoptr (i64 567 to ptr), i1 zeroext false, ptr align 8 %0) #16, !dbg !373
  unreachable, !dbg !373

bb9:                                              ; preds = %bb1
  store i64 -1, ptr %max_len, align 8, !dbg !375
  br label %bb11, !dbg !376

bb10:                                             ; preds = %bb1
  %3 = udiv i64 9223372036854775807, %size, !dbg !377
  store i64 %3, ptr %max_len, align 8, !dbg !377
  br label %bb11, !dbg !376

bb11:                                             ; preds = %bb10, %bb9
  %4 = load i64, ptr %max_len, align 8, !dbg !378
  %_7 = icmp ule i64 %len, %4, !dbg !378
  br i1 %_7, label %bb2, label %bb3, !dbg !372

bb3:                                              ; preds = %bb11
  br label %bb5, !dbg !368

bb2:                                              ; preds = %bb11
  ret void, !dbg !380
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h32afe52d4edcbca8E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 !dbg !381 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2, !dbg !383

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw %Particle, ptr %slice.0, i64 %slice.1, !dbg !386
  store ptr %_6, ptr %end_or_len, align 8, !dbg !392
  br label %bb3, !dbg !393

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8, !dbg !394
  %0 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0, !dbg !396
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1, !dbg !396
  ret { ptr, ptr } %1, !dbg !396

bb1:                                              ; No predecessors!
  unreachable
}

; core::ub_checks::maybe_is_nonoverlapping::runtime
; Function Attrs: inlinehint nonlazybind uwtable
define internal zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17h158dcef5c0241a47E(ptr %src, ptr %dst, i64 %size, i64 %count) unnamed_addr #1 !dbg !397 {
start:
  %diff = alloca [8 x i8], align 8
  %_9 = alloca [16 x i8], align 8
  %src_usize = ptrtoint ptr %src to i64, !dbg !399
  %dst_usize = ptrtoint ptr %dst to i64, !dbg !403
  %0 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %size, i64 %count), !dbg !406
  %_13.0 = extractvalue { i64, i1 } %0, 0, !dbg !406
  %_13.1 = extractvalue { i64, i1 } %0, 1, !dbg !406
  br i1 %_13.1, label %bb1, label %bb3, !dbg !412

bb3:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_9, i64 8, !dbg !416
  store i64 %_13.0, ptr %1, align 8, !dbg !416
  store i64 1, ptr %_9, align 8, !dbg !416
  %2 = getelementptr inbounds i8, ptr %_9, i64 8, !dbg !417
  %size1 = load i64, ptr %2, align 8, !dbg !417
  %_21 = icmp ult i64 %src_usize, %dst_usize, !dbg !418
  br i1 %_21, label %bb4, label %bb5, !dbg !418

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking14panic_nounwind(ptr align 1 @alloc_763310d78c99c2c1ad3f8a9821e942f3, i64 61) #16, !dbg !422
  unreachable, !dbg !422

bb5:                                              ; preds = %bb3
  %3 = sub i64 %src_usize, %dst_usize, !dbg !423
  store i64 %3, ptr %diff, align 8, !dbg !423
  br label %bb6, !dbg !424

bb4:                                              ; preds = %bb3
  %4 = sub i64 %dst_usize, %src_usize, !dbg !425
  store i64 %4, ptr %diff, align 8, !dbg !425
  br label %bb6, !dbg !424

bb6:                                              ; preds = %bb4, %bb5
  %5 = load i64, ptr %diff, align 8, !dbg !426
  %_0 = icmp uge i64 %5, %size1, !dbg !426
  ret i1 %_0, !dbg !428
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hf2628cc154e05156E"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 !dbg !429 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hae06e11d5458702cE"(ptr %iter.0, ptr %iter.1, double -0.000000e+00), !dbg !433
  ret double %_0, !dbg !434
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h45894932d1f56746E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 !dbg !435 {
start:
  %_0 = fadd double %a, %b, !dbg !437
  ret double %_0, !dbg !438
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nonlazybind uwtable
define void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h021c00205b279643E"(ptr sret([32 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 !dbg !439 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 32, i1 false), !dbg !443
  ret void, !dbg !444
}

; stencil::kinetic_energy::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN7stencil14kinetic_energy28_$u7b$$u7b$closure$u7d$$u7d$17hd5e0b6168e1268b9E"(ptr align 1 %_1, ptr align 8 %q) unnamed_addr #1 !dbg !445 {
start:
  %0 = getelementptr inbounds i8, ptr %q, i64 16, !dbg !448
  %_5 = load double, ptr %0, align 8, !dbg !448
  %_4 = fmul double 5.000000e-01, %_5, !dbg !449
  %1 = getelementptr inbounds i8, ptr %q, i64 8, !dbg !450
  %_6 = load double, ptr %1, align 8, !dbg !450
  %_3 = fmul double %_4, %_6, !dbg !449
  %2 = getelementptr inbounds i8, ptr %q, i64 8, !dbg !451
  %_7 = load double, ptr %2, align 8, !dbg !451
  %_0 = fmul double %_3, %_7, !dbg !449
  ret double %_0, !dbg !452
}

; stencil::smooth
; Function Attrs: noinline nonlazybind uwtable
define internal double @_ZN7stencil6smooth17h5a6840bc6efd2f86E(double %x) unnamed_addr #4 !dbg !453 {
start:
; call std::f64::<impl f64>::tanh
  %_3 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4tanh17h0dc553807c18101aE"(double %x) #12, !dbg !454
  %_2 = fadd double 1.000000e+00, %_3, !dbg !455
  %_0 = fmul double 5.000000e-01, %_2, !dbg !456
  ret double %_0, !dbg !457
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha3783575a30cb78fE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !458 {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %acc = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  br label %bb2, !dbg !461

bb2:                                              ; preds = %start
  %1 = icmp eq ptr %self.0, %self.1, !dbg !463
  %2 = zext i1 %1 to i8, !dbg !463
  store i8 %2, ptr %_4, align 1, !dbg !463
  br label %bb3, !dbg !470

bb3:                                              ; preds = %bb2
  %3 = load i8, ptr %_4, align 1, !dbg !471
  %4 = trunc nuw i8 %3 to i1, !dbg !471
  br i1 %4, label %bb4, label %bb5, !dbg !471

bb5:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1, !dbg !472
  store i8 1, ptr %_31, align 1, !dbg !472
  store double %init, ptr %acc, align 8, !dbg !472
  store i64 0, ptr %i, align 8, !dbg !473
  br label %bb7, !dbg !475

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1, !dbg !478
  store double %init, ptr %_0, align 8, !dbg !478
  br label %bb12, !dbg !479

bb7:                                              ; preds = %bb5
  br label %bb20, !dbg !480

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h25c66314343f8551E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #18, !dbg !490
  br label %bb22, !dbg !491

bb22:                                             ; preds = %bb20
  br label %bb23, !dbg !492

bb23:                                             ; preds = %bb22
  br label %bb24, !dbg !494

bb24:                                             ; preds = %bb23
  %5 = ptrtoint ptr %self.1 to i64, !dbg !495
  %6 = ptrtoint ptr %self.0 to i64, !dbg !495
  %7 = sub nuw i64 %5, %6, !dbg !495
  %8 = udiv exact i64 %7, 24, !dbg !495
  store i64 %8, ptr %len, align 8, !dbg !495
  br label %bb8, !dbg !496

bb25:                                             ; No predecessors!
; invoke core::panicking::panic
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
          to label %unreachable unwind label %cleanup, !dbg !497

bb16:                                             ; preds = %cleanup
  %9 = load i8, ptr %_31, align 1, !dbg !479
  %10 = trunc nuw i8 %9 to i1, !dbg !479
  br i1 %10, label %bb15, label %bb13, !dbg !479

cleanup:                                          ; preds = %bb8, %bb25
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = extractvalue { ptr, i32 } %11, 0
  %13 = extractvalue { ptr, i32 } %11, 1
  store ptr %12, ptr %0, align 8
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %13, ptr %14, align 8
  br label %bb16

unreachable:                                      ; preds = %bb25
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1, !dbg !498
  %_21 = load double, ptr %acc, align 8, !dbg !498
  %count = load i64, ptr %i, align 8, !dbg !500
  %_45 = getelementptr inbounds nuw %Particle, ptr %self.0, i64 %count, !dbg !501
; invoke core::iter::adapters::map::map_fold::{{closure}}
  %_18 = invoke double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h289e8139eec0e54cE"(ptr align 1 %f, double %_21, ptr align 8 %_45)
          to label %bb9 unwind label %cleanup, !dbg !504

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8, !dbg !505
  br label %bb26, !dbg !506

bb26:                                             ; preds = %bb9
  %15 = load i64, ptr %i, align 8, !dbg !510
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h653094a77f78f2dfE"(i64 %15, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #18, !dbg !510
  br label %bb27, !dbg !510

bb27:                                             ; preds = %bb26
  %16 = load i64, ptr %i, align 8, !dbg !511
  %_27 = add nuw i64 %16, 1, !dbg !511
  store i64 %_27, ptr %i, align 8, !dbg !512
  %_29 = load i64, ptr %i, align 8, !dbg !513
  %_30 = load i64, ptr %len, align 8, !dbg !514
  %_28 = icmp eq i64 %_29, %_30, !dbg !513
  br i1 %_28, label %bb10, label %bb11, !dbg !513

bb11:                                             ; preds = %bb27
  br label %bb8, !dbg !515

bb10:                                             ; preds = %bb27
  %17 = load double, ptr %acc, align 8, !dbg !516
  store double %17, ptr %_0, align 8, !dbg !516
  br label %bb12, !dbg !479

bb12:                                             ; preds = %bb4, %bb10
  %18 = load double, ptr %_0, align 8, !dbg !517
  ret double %18, !dbg !517

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18, !dbg !479

bb15:                                             ; preds = %bb16
  br label %bb13, !dbg !479

bb18:                                             ; preds = %bb13
  %19 = load i8, ptr %_32, align 1, !dbg !479
  %20 = trunc nuw i8 %19 to i1, !dbg !479
  br i1 %20, label %bb17, label %bb14, !dbg !479

bb14:                                             ; preds = %bb17, %bb18
  %21 = load ptr, ptr %0, align 8, !dbg !518
  %22 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !518
  %23 = load i32, ptr %22, align 8, !dbg !518
  %24 = insertvalue { ptr, i32 } poison, ptr %21, 0, !dbg !518
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1, !dbg !518
  resume { ptr, i32 } %25, !dbg !518

bb17:                                             ; preds = %bb18
  br label %bb14, !dbg !479

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Windows<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @"_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hcb0255bcf2acf325E"(ptr align 8 %self) unnamed_addr #1 !dbg !519 {
start:
  %ret = alloca [16 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 16, !dbg !521
  %self1 = load i64, ptr %0, align 8, !dbg !521
  %_10.0 = load ptr, ptr %self, align 8, !dbg !522
  %1 = getelementptr inbounds i8, ptr %self, i64 8, !dbg !522
  %_10.1 = load i64, ptr %1, align 8, !dbg !522
  %_2 = icmp ugt i64 %self1, %_10.1, !dbg !521
  br i1 %_2, label %bb1, label %bb2, !dbg !521

bb2:                                              ; preds = %start
  %self.0 = load ptr, ptr %self, align 8, !dbg !523
  %2 = getelementptr inbounds i8, ptr %self, i64 8, !dbg !523
  %self.1 = load i64, ptr %2, align 8, !dbg !523
  %3 = getelementptr inbounds i8, ptr %self, i64 16, !dbg !524
  %self2 = load i64, ptr %3, align 8, !dbg !524
  %_19 = icmp ult i64 %self2, 0, !dbg !525
  br i1 %_19, label %bb7, label %bb8, !dbg !525

bb1:                                              ; preds = %start
  %4 = load ptr, ptr @anon.24c8918d08b4d93eba563b9dcaf1ca84.0, align 8, !dbg !536
  %5 = load i64, ptr getelementptr inbounds (i8, ptr @anon.24c8918d08b4d93eba563b9dcaf1ca84.0, i64 8), align 8, !dbg !536
  store ptr %4, ptr %ret, align 8, !dbg !536
  %6 = getelementptr inbounds i8, ptr %ret, i64 8, !dbg !536
  store i64 %5, ptr %6, align 8, !dbg !536
  br label %bb3, !dbg !537

bb8:                                              ; preds = %bb2
  %_13 = icmp ule i64 %self2, %self.1, !dbg !538
  br i1 %_13, label %bb4, label %bb5, !dbg !538

bb7:                                              ; preds = %bb2
  br label %bb6, !dbg !539

bb5:                                              ; preds = %bb8
  br label %bb6, !dbg !540

bb4:                                              ; preds = %bb8
  store ptr %self.0, ptr %ret, align 8, !dbg !542
  %7 = getelementptr inbounds i8, ptr %ret, i64 8, !dbg !542
  store i64 %self2, ptr %7, align 8, !dbg !542
  %self.03 = load ptr, ptr %self, align 8, !dbg !543
  %8 = getelementptr inbounds i8, ptr %self, i64 8, !dbg !543
  %self.14 = load i64, ptr %8, align 8, !dbg !543
  %_21 = icmp ugt i64 1, %self.14, !dbg !545
  br i1 %_21, label %bb9, label %bb10, !dbg !545

bb6:                                              ; preds = %bb7, %bb5
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 0, i64 %self2, i64 %self.1, ptr align 8 @alloc_b2f28986b414e660fff9151eee01a1b2) #13, !dbg !552
  unreachable, !dbg !552

bb10:                                             ; preds = %bb4
  %new_len = sub nuw i64 %self.14, 1, !dbg !553
  %_28 = getelementptr inbounds nuw double, ptr %self.03, i64 1, !dbg !554
  store ptr %_28, ptr %self, align 8, !dbg !559
  %9 = getelementptr inbounds i8, ptr %self, i64 8, !dbg !559
  store i64 %new_len, ptr %9, align 8, !dbg !559
  br label %bb3, !dbg !537

bb9:                                              ; preds = %bb4
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 1, i64 %self.14, i64 %self.14, ptr align 8 @alloc_31e0c595875695c77fd2f54110592d27) #13, !dbg !560
  unreachable, !dbg !560

bb3:                                              ; preds = %bb1, %bb10
  %10 = load ptr, ptr %ret, align 8, !dbg !561
  %11 = getelementptr inbounds i8, ptr %ret, i64 8, !dbg !561
  %12 = load i64, ptr %11, align 8, !dbg !561
  %13 = insertvalue { ptr, i64 } poison, ptr %10, 0, !dbg !561
  %14 = insertvalue { ptr, i64 } %13, i64 %12, 1, !dbg !561
  ret { ptr, i64 } %14, !dbg !561
}

; Function Attrs: nounwind nonlazybind uwtable
define double @activate(i32 %kind, double %x) unnamed_addr #5 personality ptr @rust_eh_personality !dbg !562 {
start:
  %_0 = alloca [8 x i8], align 8
  switch i32 %kind, label %bb1 [
    i32 0, label %bb5
    i32 1, label %bb4
    i32 2, label %bb3
    i32 3, label %bb2
  ], !dbg !563

bb1:                                              ; preds = %start
  store double 0x7FF8000000000000, ptr %_0, align 8, !dbg !564
  br label %bb7, !dbg !564

bb5:                                              ; preds = %start
  store double %x, ptr %_0, align 8, !dbg !565
  br label %bb7, !dbg !565

bb4:                                              ; preds = %start
; invoke core::f64::<impl f64>::max
  %0 = invoke double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17h5f33a466b873f97dE"(double %x, double 0.000000e+00)
          to label %bb9 unwind label %terminate, !dbg !566

bb3:                                              ; preds = %start
; invoke std::f64::<impl f64>::tanh
  %1 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4tanh17h0dc553807c18101aE"(double %x)
          to label %bb8 unwind label %terminate, !dbg !567

bb2:                                              ; preds = %start
  %_5 = fneg double %x, !dbg !568
; invoke std::f64::<impl f64>::exp
  %_4 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3exp17h99b3b7e0183d0e35E"(double %_5)
          to label %bb6 unwind label %terminate, !dbg !569

bb7:                                              ; preds = %bb1, %bb6, %bb8, %bb9, %bb5
  %2 = load double, ptr %_0, align 8, !dbg !570
  ret double %2, !dbg !570

terminate:                                        ; preds = %bb2, %bb3, %bb4
  %3 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17, !dbg !571
  unreachable, !dbg !571

bb9:                                              ; preds = %bb4
  store double %0, ptr %_0, align 8, !dbg !572
  br label %bb7, !dbg !572

bb8:                                              ; preds = %bb3
  store double %1, ptr %_0, align 8, !dbg !573
  br label %bb7, !dbg !573

bb6:                                              ; preds = %bb2
  %_3 = fadd double 1.000000e+00, %_4, !dbg !574
  %4 = fdiv double 1.000000e+00, %_3, !dbg !575
  store double %4, ptr %_0, align 8, !dbg !575
  br label %bb7, !dbg !576
}

; Function Attrs: nounwind nonlazybind uwtable
define void @heat_step(ptr %u, ptr %tmp, i64 %n, double %alpha) unnamed_addr #5 personality ptr @rust_eh_personality !dbg !577 {
start:
  %_3.i.i = alloca [16 x i8], align 8
  %_12 = alloca [24 x i8], align 8
  %iter = alloca [32 x i8], align 8
  %_9 = alloca [24 x i8], align 8
  %_8 = alloca [32 x i8], align 8
  %_7 = alloca [32 x i8], align 8
; invoke core::slice::raw::from_raw_parts_mut
  %0 = invoke { ptr, i64 } @_ZN4core5slice3raw18from_raw_parts_mut17he1fd8e26971ebdbbE(ptr %u, i64 %n, ptr align 8 @alloc_424149f69ae8b06b84160b803980350a)
          to label %bb1 unwind label %terminate, !dbg !578

terminate:                                        ; preds = %bb17, %bb3.i.i, %panic7, %panic6, %panic5, %panic4, %panic3, %panic2, %bb20, %panic1, %panic, %bb6, %bb4, %bb3, %bb2, %bb1, %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17, !dbg !579
  unreachable, !dbg !579

bb1:                                              ; preds = %start
  %u.0 = extractvalue { ptr, i64 } %0, 0, !dbg !578
  %u.1 = extractvalue { ptr, i64 } %0, 1, !dbg !578
; invoke core::slice::raw::from_raw_parts_mut
  %2 = invoke { ptr, i64 } @_ZN4core5slice3raw18from_raw_parts_mut17he1fd8e26971ebdbbE(ptr %tmp, i64 %n, ptr align 8 @alloc_f5ae75ae2b298b8d790e52ed4724cb94)
          to label %bb2 unwind label %terminate, !dbg !580

bb2:                                              ; preds = %bb1
  %tmp.0 = extractvalue { ptr, i64 } %2, 0, !dbg !580
  %tmp.1 = extractvalue { ptr, i64 } %2, 1, !dbg !580
; invoke core::slice::<impl [T]>::windows
  invoke void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7windows17hf3064886a1720debE"(ptr sret([24 x i8]) align 8 %_9, ptr align 8 %u.0, i64 %u.1, i64 3, ptr align 8 @alloc_980c37627aad2f244fe76963ef2bc489)
          to label %bb3 unwind label %terminate, !dbg !582

bb3:                                              ; preds = %bb2
; invoke core::iter::traits::iterator::Iterator::enumerate
  invoke void @_ZN4core4iter6traits8iterator8Iterator9enumerate17h892da91dad5ab4d6E(ptr sret([32 x i8]) align 8 %_8, ptr align 8 %_9)
          to label %bb4 unwind label %terminate, !dbg !584

bb4:                                              ; preds = %bb3
; invoke <I as core::iter::traits::collect::IntoIterator>::into_iter
  invoke void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h021c00205b279643E"(ptr sret([32 x i8]) align 8 %_7, ptr align 8 %_8)
          to label %bb5 unwind label %terminate, !dbg !585

bb5:                                              ; preds = %bb4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %iter, ptr align 8 %_7, i64 32, i1 false), !dbg !585
  br label %bb6, !dbg !586

bb6:                                              ; preds = %bb16, %bb5
; invoke <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::next
  invoke void @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hd1591bbab702432cE"(ptr sret([24 x i8]) align 8 %_12, ptr align 8 %iter)
          to label %bb7 unwind label %terminate, !dbg !588

bb7:                                              ; preds = %bb6
  %3 = getelementptr inbounds i8, ptr %_12, i64 8, !dbg !588
  %4 = load ptr, ptr %3, align 8, !dbg !588
  %5 = ptrtoint ptr %4 to i64, !dbg !588
  %6 = icmp eq i64 %5, 0, !dbg !588
  %_14 = select i1 %6, i64 0, i64 1, !dbg !588
  %7 = trunc nuw i64 %_14 to i1, !dbg !588
  br i1 %7, label %bb9, label %bb10, !dbg !588

bb9:                                              ; preds = %bb7
  %i = load i64, ptr %_12, align 8, !dbg !589
  %8 = getelementptr inbounds i8, ptr %_12, i64 8, !dbg !590
  %w.0 = load ptr, ptr %8, align 8, !dbg !590
  %9 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !590
  %w.1 = load i64, ptr %9, align 8, !dbg !590
  %_20 = icmp ult i64 1, %w.1, !dbg !591
  br i1 %_20, label %bb11, label %panic2, !dbg !591

bb10:                                             ; preds = %bb7
  %_46.0 = sub i64 %n, 1, !dbg !593
  %_46.1 = icmp ult i64 %n, 1, !dbg !593
  br i1 %_46.1, label %panic, label %bb17, !dbg !593

bb17:                                             ; preds = %bb10
; invoke <core::ops::range::Range<usize> as core::slice::index::SliceIndex<[T]>>::index_mut
  %10 = invoke { ptr, i64 } @"_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$9index_mut17h3fcd90c54a8b56d9E"(i64 1, i64 %_46.0, ptr align 8 %u.0, i64 %u.1, ptr align 8 @alloc_64f22ff59142d4266c1d9c5662cd62cb) #12
          to label %"_ZN4core5slice5index77_$LT$impl$u20$core..ops..index..IndexMut$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$9index_mut17hb4e9d154af9a2e62E.exit" unwind label %terminate, !dbg !594

"_ZN4core5slice5index77_$LT$impl$u20$core..ops..index..IndexMut$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$9index_mut17hb4e9d154af9a2e62E.exit": ; preds = %bb17
  %_0.0.i = extractvalue { ptr, i64 } %10, 0, !dbg !594
  %_0.1.i = extractvalue { ptr, i64 } %10, 1, !dbg !594
  br label %bb18, !dbg !598

panic:                                            ; preds = %bb10
; invoke core::panicking::panic_const::panic_const_sub_overflow
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8 @alloc_c6f96fb21bdcc5b311b360d27524e8a5) #14
          to label %unreachable unwind label %terminate, !dbg !593

unreachable:                                      ; preds = %panic7, %panic6, %panic5, %panic4, %panic3, %panic2, %panic1, %panic
  unreachable

bb18:                                             ; preds = %"_ZN4core5slice5index77_$LT$impl$u20$core..ops..index..IndexMut$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$9index_mut17hb4e9d154af9a2e62E.exit"
  %_43.0 = extractvalue { ptr, i64 } %10, 0, !dbg !599
  %_43.1 = extractvalue { ptr, i64 } %10, 1, !dbg !599
  %_51.0 = sub i64 %n, 1, !dbg !600
  %_51.1 = icmp ult i64 %n, 1, !dbg !600
  br i1 %_51.1, label %panic1, label %bb19, !dbg !600

bb19:                                             ; preds = %bb18
  %_13.i.i = icmp ult i64 %_51.0, 1, !dbg !601
  br i1 %_13.i.i, label %bb4.i.i, label %bb5.i.i, !dbg !601

bb5.i.i:                                          ; preds = %bb19
  %_14.i.i = sub nuw i64 %_51.0, 1, !dbg !608
  %11 = getelementptr inbounds i8, ptr %_3.i.i, i64 8, !dbg !609
  store i64 %_14.i.i, ptr %11, align 8, !dbg !609
  store i64 1, ptr %_3.i.i, align 8, !dbg !609
  %12 = getelementptr inbounds i8, ptr %_3.i.i, i64 8, !dbg !610
  %new_len.i.i = load i64, ptr %12, align 8, !dbg !610
  %_7.i.i = icmp ule i64 %_51.0, %tmp.1, !dbg !611
  br i1 %_7.i.i, label %"_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17hae679d1b3e71ba28E.exit", label %bb2.i.i, !dbg !611

bb4.i.i:                                          ; preds = %bb19
  br label %bb3.i.i, !dbg !612

bb2.i.i:                                          ; preds = %bb5.i.i
  br label %bb3.i.i, !dbg !613

bb3.i.i:                                          ; preds = %bb2.i.i, %bb4.i.i
; invoke core::slice::index::slice_index_fail
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 1, i64 %_51.0, i64 %tmp.1, ptr align 8 @alloc_6b30e583e984a79dc7d5d68e2ec192e6) #13
          to label %.noexc unwind label %terminate, !dbg !615

.noexc:                                           ; preds = %bb3.i.i
  unreachable, !dbg !615

"_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17hae679d1b3e71ba28E.exit": ; preds = %bb5.i.i
  %_16.i.i = getelementptr inbounds nuw double, ptr %tmp.0, i64 1, !dbg !616
  %13 = insertvalue { ptr, i64 } poison, ptr %_16.i.i, 0, !dbg !620
  %14 = insertvalue { ptr, i64 } %13, i64 %new_len.i.i, 1, !dbg !620
  %15 = insertvalue { ptr, i64 } poison, ptr %_16.i.i, 0, !dbg !621
  %16 = insertvalue { ptr, i64 } %15, i64 %new_len.i.i, 1, !dbg !621
  br label %bb20, !dbg !621

panic1:                                           ; preds = %bb18
; invoke core::panicking::panic_const::panic_const_sub_overflow
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8 @alloc_bf90ce8caaec5da34bda16be249379be) #14
          to label %unreachable unwind label %terminate, !dbg !600

bb20:                                             ; preds = %"_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17hae679d1b3e71ba28E.exit"
  %_47.0 = extractvalue { ptr, i64 } %16, 0, !dbg !622
  %_47.1 = extractvalue { ptr, i64 } %16, 1, !dbg !622
; invoke core::slice::<impl [T]>::copy_from_slice
  invoke void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$15copy_from_slice17h5e108a413bbf65e4E"(ptr align 8 %_43.0, i64 %_43.1, ptr align 8 %_47.0, i64 %_47.1, ptr align 8 @alloc_10b7ea428e36271e44864c09eec6fd96)
          to label %bb21 unwind label %terminate, !dbg !623

bb21:                                             ; preds = %bb20
  ret void, !dbg !624

bb11:                                             ; preds = %bb9
  %17 = getelementptr inbounds nuw double, ptr %w.0, i64 1, !dbg !591
  %_17 = load double, ptr %17, align 8, !dbg !591
  %_27 = icmp ult i64 0, %w.1, !dbg !625
  br i1 %_27, label %bb12, label %panic3, !dbg !625

panic2:                                           ; preds = %bb9
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 1, i64 %w.1, ptr align 8 @alloc_21be110f9081cb133190846637dd7579) #14
          to label %unreachable unwind label %terminate, !dbg !591

bb12:                                             ; preds = %bb11
  %18 = getelementptr inbounds nuw double, ptr %w.0, i64 0, !dbg !625
  %_24 = load double, ptr %18, align 8, !dbg !625
  %_32 = icmp ult i64 1, %w.1, !dbg !626
  br i1 %_32, label %bb13, label %panic4, !dbg !626

panic3:                                           ; preds = %bb11
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 0, i64 %w.1, ptr align 8 @alloc_e6ac2b3b70be748da5cf928024ddebb6) #14
          to label %unreachable unwind label %terminate, !dbg !625

bb13:                                             ; preds = %bb12
  %19 = getelementptr inbounds nuw double, ptr %w.0, i64 1, !dbg !626
  %_29 = load double, ptr %19, align 8, !dbg !626
  %_28 = fmul double 2.000000e+00, %_29, !dbg !627
  %_23 = fsub double %_24, %_28, !dbg !625
  %_36 = icmp ult i64 2, %w.1, !dbg !628
  br i1 %_36, label %bb14, label %panic5, !dbg !628

panic4:                                           ; preds = %bb12
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 1, i64 %w.1, ptr align 8 @alloc_aa54fe4b385b9f8629a7eea5c6b4d457) #14
          to label %unreachable unwind label %terminate, !dbg !626

bb14:                                             ; preds = %bb13
  %20 = getelementptr inbounds nuw double, ptr %w.0, i64 2, !dbg !628
  %_33 = load double, ptr %20, align 8, !dbg !628
  %_22 = fadd double %_23, %_33, !dbg !629
  %_21 = fmul double %alpha, %_22, !dbg !630
  %_38.0 = add i64 %i, 1, !dbg !631
  %_38.1 = icmp ult i64 %_38.0, %i, !dbg !631
  br i1 %_38.1, label %panic6, label %bb15, !dbg !631

panic5:                                           ; preds = %bb13
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 2, i64 %w.1, ptr align 8 @alloc_ad955cfa7fef8ee0cd4a6020fb7c3dbc) #14
          to label %unreachable unwind label %terminate, !dbg !628

bb15:                                             ; preds = %bb14
  %_41 = icmp ult i64 %_38.0, %tmp.1, !dbg !632
  br i1 %_41, label %bb16, label %panic7, !dbg !632

panic6:                                           ; preds = %bb14
; invoke core::panicking::panic_const::panic_const_add_overflow
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_4a7e32257c04291e70a61f00605776b6) #14
          to label %unreachable unwind label %terminate, !dbg !631

bb16:                                             ; preds = %bb15
  %21 = getelementptr inbounds nuw double, ptr %tmp.0, i64 %_38.0, !dbg !632
  %22 = fadd double %_17, %_21, !dbg !632
  store double %22, ptr %21, align 8, !dbg !632
  br label %bb6, !dbg !586

panic7:                                           ; preds = %bb15
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %_38.0, i64 %tmp.1, ptr align 8 @alloc_e0b5264b9a5469861dd99d808b382d19) #14
          to label %unreachable unwind label %terminate, !dbg !632

bb8:                                              ; No predecessors!
  unreachable, !dbg !588
}

; Function Attrs: nounwind nonlazybind uwtable
define double @kinetic_energy(ptr %p, i64 %n) unnamed_addr #5 personality ptr @rust_eh_personality !dbg !633 {
start:
; invoke core::slice::raw::from_raw_parts
  %0 = invoke { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17hee77777e481bc4d7E(ptr %p, i64 %n, ptr align 8 @alloc_579832a83cf1f1f314560f7518fcff14)
          to label %bb1 unwind label %terminate, !dbg !634

terminate:                                        ; preds = %bb3, %bb2, %bb1, %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17, !dbg !635
  unreachable, !dbg !635

bb1:                                              ; preds = %start
  %p.0 = extractvalue { ptr, i64 } %0, 0, !dbg !634
  %p.1 = extractvalue { ptr, i64 } %0, 1, !dbg !634
; invoke core::slice::<impl [T]>::iter
  %2 = invoke { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h13e1639af1ca789dE"(ptr align 8 %p.0, i64 %p.1)
          to label %bb2 unwind label %terminate, !dbg !636

bb2:                                              ; preds = %bb1
  %_5.0 = extractvalue { ptr, ptr } %2, 0, !dbg !638
  %_5.1 = extractvalue { ptr, ptr } %2, 1, !dbg !638
; invoke core::iter::traits::iterator::Iterator::map
  %3 = invoke { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h1485b3aa2c207da5E(ptr %_5.0, ptr %_5.1)
          to label %bb3 unwind label %terminate, !dbg !639

bb3:                                              ; preds = %bb2
  %_4.0 = extractvalue { ptr, ptr } %3, 0, !dbg !638
  %_4.1 = extractvalue { ptr, ptr } %3, 1, !dbg !638
; invoke core::iter::traits::iterator::Iterator::sum
  %_0 = invoke double @_ZN4core4iter6traits8iterator8Iterator3sum17h1a78c5129e829cb6E(ptr %_4.0, ptr %_4.1)
          to label %bb4 unwind label %terminate, !dbg !640

bb4:                                              ; preds = %bb3
  ret double %_0, !dbg !641
}

; Function Attrs: nounwind nonlazybind uwtable
define double @mixed_math(double %x, double %y) unnamed_addr #5 personality ptr @rust_eh_personality !dbg !642 {
start:
; invoke std::f64::<impl f64>::hypot
  %r = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$5hypot17h97f6ff600696787dE"(double %x, double %y)
          to label %bb1 unwind label %terminate, !dbg !643

terminate:                                        ; preds = %bb7, %bb6, %bb5, %bb4, %bb3, %bb2, %bb1, %start
  %0 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17, !dbg !644
  unreachable, !dbg !644

bb1:                                              ; preds = %start
; invoke std::f64::<impl f64>::powf
  %_7 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powf17h511722961f411b2eE"(double %r, double 1.500000e+00)
          to label %bb2 unwind label %terminate, !dbg !645

bb2:                                              ; preds = %bb1
; invoke std::f64::<impl f64>::cos
  %_8 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17hd8bccd3db1ec8efcE"(double %x)
          to label %bb3 unwind label %terminate, !dbg !647

bb3:                                              ; preds = %bb2
  %_6 = fmul double %_7, %_8, !dbg !648
; invoke core::f64::<impl f64>::abs
  %_12 = invoke double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h483310a1f5924421E"(double %y)
          to label %bb4 unwind label %terminate, !dbg !649

bb4:                                              ; preds = %bb3
  %_11 = fadd double 1.000000e+00, %_12, !dbg !650
; invoke std::f64::<impl f64>::ln
  %_10 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$2ln17h8daead6125d1098eE"(double %_11)
          to label %bb5 unwind label %terminate, !dbg !651

bb5:                                              ; preds = %bb4
; invoke std::f64::<impl f64>::atan2
  %_13 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$5atan217hdc2d870e68c3fb6aE"(double %y, double %x)
          to label %bb6 unwind label %terminate, !dbg !652

bb6:                                              ; preds = %bb5
  %_9 = fmul double %_10, %_13, !dbg !650
  %_5 = fadd double %_6, %_9, !dbg !648
  %_16 = fneg double %x, !dbg !653
  %_15 = fmul double %_16, %x, !dbg !654
; invoke std::f64::<impl f64>::exp
  %_14 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3exp17h99b3b7e0183d0e35E"(double %_15)
          to label %bb7 unwind label %terminate, !dbg !655

bb7:                                              ; preds = %bb6
  %_4 = fadd double %_5, %_14, !dbg !648
; invoke stencil::smooth
  %_17 = invoke double @_ZN7stencil6smooth17h5a6840bc6efd2f86E(double %y)
          to label %bb8 unwind label %terminate, !dbg !656

bb8:                                              ; preds = %bb7
  %_0 = fadd double %_4, %_17, !dbg !648
  ret double %_0, !dbg !657
}

; Function Attrs: nounwind nonlazybind uwtable
define double @piecewise(double %x) unnamed_addr #5 personality ptr @rust_eh_personality !dbg !658 {
start:
  %_0 = alloca [8 x i8], align 8
  %_2 = fcmp olt double %x, -1.000000e+00, !dbg !659
  br i1 %_2, label %bb1, label %bb2, !dbg !659

bb2:                                              ; preds = %start
  %_3 = fcmp olt double %x, 1.000000e+00, !dbg !660
  br i1 %_3, label %bb3, label %bb4, !dbg !660

bb1:                                              ; preds = %start
  store double -1.000000e+00, ptr %_0, align 8, !dbg !661
  br label %bb5, !dbg !662

bb4:                                              ; preds = %bb2
; invoke std::f64::<impl f64>::sqrt
  %0 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h64254c9157137fc6E"(double %x)
          to label %bb6 unwind label %terminate, !dbg !663

bb3:                                              ; preds = %bb2
  %_4 = fmul double %x, %x, !dbg !664
  %1 = fmul double %_4, %x, !dbg !664
  store double %1, ptr %_0, align 8, !dbg !664
  br label %bb5, !dbg !665

terminate:                                        ; preds = %bb4
  %2 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17, !dbg !666
  unreachable, !dbg !666

bb6:                                              ; preds = %bb4
  store double %0, ptr %_0, align 8, !dbg !667
  br label %bb5, !dbg !667

bb5:                                              ; preds = %bb1, %bb3, %bb6
  %3 = load double, ptr %_0, align 8, !dbg !668
  ret double %3, !dbg !668
}

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64, i64, i64, ptr align 8) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #5

; core::panicking::panic_const::panic_const_add_overflow
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8) unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nounwind nonlazybind uwtable
declare double @tanh(double) unnamed_addr #5

; Function Attrs: nounwind nonlazybind uwtable
declare double @atan2(double, double) unnamed_addr #5

; Function Attrs: nounwind nonlazybind uwtable
declare double @hypot(double, double) unnamed_addr #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #9

; core::panicking::panic_cannot_unwind
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() unnamed_addr #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #8

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr, ptr, ptr align 8) unnamed_addr #6

; core::slice::copy_from_slice_impl::len_mismatch_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNvNtCsgEmfK2I1SDS_4core5slice20copy_from_slice_impl17len_mismatch_fail(i64, i64, ptr align 8) unnamed_addr #6

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr align 1, i64, ptr align 8) unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #8

; core::panicking::panic_nounwind
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking14panic_nounwind(ptr align 1, i64) unnamed_addr #9

; core::panicking::panic
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1, i64, ptr align 8) unnamed_addr #6

; core::panicking::panic_const::panic_const_sub_overflow
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8) unnamed_addr #6

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #11

attributes #0 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #12 = { inlinehint }
attributes #13 = { noinline noreturn }
attributes #14 = { noreturn }
attributes #15 = { nounwind }
attributes #16 = { noinline noreturn nounwind }
attributes #17 = { cold noreturn nounwind }
attributes #18 = { inlinehint nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "stencil.rs/@/stencil.f47fa73e02184351-cgu.0", directory: "corpus_src/rust")
!7 = distinct !DISubprogram(name: "fold<f64, core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hae06e11d5458702cE", scope: !9, file: !8, line: 124, type: !14, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!8 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!9 = !DINamespace(name: "{impl#2}", scope: !10)
!10 = !DINamespace(name: "map", scope: !11)
!11 = !DINamespace(name: "adapters", scope: !12)
!12 = !DINamespace(name: "iter", scope: !13)
!13 = !DINamespace(name: "core", scope: null)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 128, column: 19, scope: !7)
!17 = !DILocation(line: 129, column: 6, scope: !7)
!18 = distinct !DISubprogram(name: "index_mut<f64>", linkageName: "_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$9index_mut17h3fcd90c54a8b56d9E", scope: !20, file: !19, line: 448, type: !14, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!19 = !DIFile(filename: "library/core/src/slice/index.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "35f1d9855ef780cd44773269ad8900cd")
!20 = !DINamespace(name: "{impl#4}", scope: !21)
!21 = !DINamespace(name: "index", scope: !22)
!22 = !DINamespace(name: "slice", scope: !13)
!23 = !DILocation(line: 923, column: 16, scope: !24, inlinedAt: !28)
!24 = distinct !DISubprogram(name: "checked_sub", linkageName: "_ZN4core3num23_$LT$impl$u20$usize$GT$11checked_sub17h95228a3f80fed70aE", scope: !26, file: !25, line: 917, type: !14, scopeLine: 917, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!25 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!26 = !DINamespace(name: "{impl#11}", scope: !27)
!27 = !DINamespace(name: "num", scope: !13)
!28 = !DILocation(line: 450, column: 32, scope: !18)
!29 = !DILocation(line: 927, column: 31, scope: !24, inlinedAt: !28)
!30 = !DILocation(line: 927, column: 17, scope: !24, inlinedAt: !28)
!31 = !DILocation(line: 450, column: 21, scope: !18)
!32 = !DILocation(line: 451, column: 16, scope: !18)
!33 = !DILocation(line: 450, column: 16, scope: !18)
!34 = !DILocation(line: 0, scope: !35)
!35 = !DILexicalBlockFile(scope: !18, file: !36, discriminator: 0)
!36 = !DIFile(filename: "stencil.rs", directory: "corpus_src/rust", checksumkind: CSK_MD5, checksum: "6fdaf8ca3d6d3331843e9c902e671607")
!37 = !DILocation(line: 101, column: 24, scope: !38, inlinedAt: !40)
!38 = distinct !DILexicalBlock(scope: !39, file: !19, line: 99, column: 5)
!39 = distinct !DISubprogram(name: "get_offset_len_mut_noubcheck<f64>", linkageName: "_ZN4core5slice5index28get_offset_len_mut_noubcheck17h9c1124a293ffe758E", scope: !21, file: !19, line: 94, type: !14, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!40 = !DILocation(line: 454, column: 28, scope: !18)
!41 = !DILocation(line: 458, column: 6, scope: !18)
!42 = !DILocation(line: 456, column: 13, scope: !18)
!43 = distinct !DISubprogram(name: "next<core::slice::iter::Windows<f64>>", linkageName: "_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hd1591bbab702432cE", scope: !45, file: !44, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!44 = !DIFile(filename: "library/core/src/iter/adapters/enumerate.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "be8a5e8de3bc6e50de6cd50459716008")
!45 = !DINamespace(name: "{impl#1}", scope: !46)
!46 = !DINamespace(name: "enumerate", scope: !11)
!47 = !DILocation(line: 80, column: 27, scope: !43)
!48 = !DILocation(line: 2766, column: 15, scope: !49, inlinedAt: !53)
!49 = distinct !DISubprogram(name: "branch<&[f64]>", linkageName: "_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h726e54131f645480E", scope: !51, file: !50, line: 2765, type: !14, scopeLine: 2765, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!50 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!51 = !DINamespace(name: "{impl#47}", scope: !52)
!52 = !DINamespace(name: "option", scope: !13)
!53 = !DILocation(line: 80, column: 17, scope: !43)
!54 = !DILocation(line: 2766, column: 9, scope: !49, inlinedAt: !53)
!55 = !DILocation(line: 2767, column: 18, scope: !49, inlinedAt: !53)
!56 = !DILocation(line: 2767, column: 24, scope: !57, inlinedAt: !53)
!57 = distinct !DILexicalBlock(scope: !49, file: !50, line: 2767, column: 13)
!58 = !DILocation(line: 81, column: 17, scope: !59)
!59 = distinct !DILexicalBlock(scope: !43, file: !44, line: 80, column: 9)
!60 = !DILocation(line: 82, column: 9, scope: !61)
!61 = distinct !DILexicalBlock(scope: !59, file: !44, line: 81, column: 9)
!62 = !DILocation(line: 2781, column: 21, scope: !63, inlinedAt: !65)
!63 = distinct !DISubprogram(name: "from_residual<(usize, &[f64])>", linkageName: "_ZN145_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..option..Option$LT$core..convert..Infallible$GT$$GT$$GT$13from_residual17h6b91f5ba829f77a7E", scope: !64, file: !50, line: 2779, type: !14, scopeLine: 2779, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!64 = !DINamespace(name: "{impl#48}", scope: !52)
!65 = !DILocation(line: 80, column: 17, scope: !66)
!66 = !DILexicalBlockFile(scope: !67, file: !44, discriminator: 2)
!67 = distinct !DILexicalBlock(scope: !68, file: !44, line: 80, column: 33)
!68 = distinct !DILexicalBlock(scope: !43, file: !44, line: 80, column: 33)
!69 = !DILocation(line: 84, column: 6, scope: !43)
!70 = !DILocation(line: 83, column: 14, scope: !61)
!71 = !DILocation(line: 83, column: 9, scope: !61)
!72 = !DILocation(line: 79, column: 5, scope: !43)
!73 = !DILocation(line: 0, scope: !74)
!74 = !DILexicalBlockFile(scope: !43, file: !36, discriminator: 0)
!75 = distinct !DISubprogram(name: "ln", linkageName: "_ZN3std3f6421_$LT$impl$u20$f64$GT$2ln17h8daead6125d1098eE", scope: !77, file: !76, line: 471, type: !14, scopeLine: 471, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!76 = !DIFile(filename: "library/std/src/num/f64.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "25b2a0d69a7ff90f22cee9f25d3729c1")
!77 = !DINamespace(name: "{impl#0}", scope: !78)
!78 = !DINamespace(name: "f64", scope: !79)
!79 = !DINamespace(name: "std", scope: null)
!80 = !DILocation(line: 472, column: 9, scope: !75)
!81 = !DILocation(line: 473, column: 6, scope: !75)
!82 = distinct !DISubprogram(name: "cos", linkageName: "_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17hd8bccd3db1ec8efcE", scope: !77, file: !76, line: 723, type: !14, scopeLine: 723, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!83 = !DILocation(line: 724, column: 9, scope: !82)
!84 = !DILocation(line: 725, column: 6, scope: !82)
!85 = distinct !DISubprogram(name: "exp", linkageName: "_ZN3std3f6421_$LT$impl$u20$f64$GT$3exp17h99b3b7e0183d0e35E", scope: !77, file: !76, line: 411, type: !14, scopeLine: 411, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!86 = !DILocation(line: 412, column: 9, scope: !85)
!87 = !DILocation(line: 413, column: 6, scope: !85)
!88 = distinct !DISubprogram(name: "powf", linkageName: "_ZN3std3f6421_$LT$impl$u20$f64$GT$4powf17h511722961f411b2eE", scope: !77, file: !76, line: 354, type: !14, scopeLine: 354, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!89 = !DILocation(line: 355, column: 9, scope: !88)
!90 = !DILocation(line: 356, column: 6, scope: !88)
!91 = distinct !DISubprogram(name: "sqrt", linkageName: "_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h64254c9157137fc6E", scope: !77, file: !76, line: 384, type: !14, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!92 = !DILocation(line: 2039, column: 9, scope: !93, inlinedAt: !97)
!93 = distinct !DISubprogram(name: "sqrt", linkageName: "_ZN4core3f644math4sqrt17h55429eedea032895E", scope: !95, file: !94, line: 2038, type: !14, scopeLine: 2038, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!94 = !DIFile(filename: "library/core/src/num/f64.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "cbb76cb498122bc6efb17630e39a4d29")
!95 = !DINamespace(name: "math", scope: !96)
!96 = !DINamespace(name: "f64", scope: !13)
!97 = !DILocation(line: 385, column: 9, scope: !91)
!98 = !DILocation(line: 386, column: 6, scope: !91)
!99 = distinct !DISubprogram(name: "tanh", linkageName: "_ZN3std3f6421_$LT$impl$u20$f64$GT$4tanh17h0dc553807c18101aE", scope: !77, file: !76, line: 1067, type: !14, scopeLine: 1067, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!100 = !DILocation(line: 1068, column: 9, scope: !99)
!101 = !DILocation(line: 1069, column: 6, scope: !99)
!102 = distinct !DISubprogram(name: "atan2", linkageName: "_ZN3std3f6421_$LT$impl$u20$f64$GT$5atan217hdc2d870e68c3fb6aE", scope: !77, file: !76, line: 880, type: !14, scopeLine: 880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!103 = !DILocation(line: 881, column: 9, scope: !102)
!104 = !DILocation(line: 882, column: 6, scope: !102)
!105 = distinct !DISubprogram(name: "hypot", linkageName: "_ZN3std3f6421_$LT$impl$u20$f64$GT$5hypot17h97f6ff600696787dE", scope: !77, file: !76, line: 675, type: !14, scopeLine: 675, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!106 = !DILocation(line: 676, column: 9, scope: !105)
!107 = !DILocation(line: 677, column: 6, scope: !105)
!108 = distinct !DISubprogram(name: "cold_path", linkageName: "_ZN4core10intrinsics9cold_path17h0410aae19a1c6c49E", scope: !110, file: !109, line: 417, type: !14, scopeLine: 417, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!109 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!110 = !DINamespace(name: "intrinsics", scope: !13)
!111 = !DILocation(line: 417, column: 28, scope: !108)
!112 = distinct !DISubprogram(name: "abs", linkageName: "_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h483310a1f5924421E", scope: !113, file: !94, line: 1567, type: !14, scopeLine: 1567, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!113 = !DINamespace(name: "{impl#0}", scope: !96)
!114 = !DILocation(line: 1568, column: 9, scope: !112)
!115 = !DILocation(line: 1569, column: 6, scope: !112)
!116 = distinct !DISubprogram(name: "max", linkageName: "_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17h5f33a466b873f97dE", scope: !113, file: !94, line: 1009, type: !14, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!117 = !DILocation(line: 1010, column: 9, scope: !116)
!118 = !DILocation(line: 1011, column: 6, scope: !116)
!119 = distinct !DISubprogram(name: "precondition_check", linkageName: "_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h653094a77f78f2dfE", scope: !121, file: !120, line: 68, type: !14, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!120 = !DIFile(filename: "library/core/src/ub_checks.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8a26eb599fa825194a3e796d4688d4db")
!121 = !DINamespace(name: "unchecked_add", scope: !26)
!122 = !DILocation(line: 2829, column: 26, scope: !123, inlinedAt: !124)
!123 = distinct !DISubprogram(name: "overflowing_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_add", scope: !26, file: !25, line: 2828, type: !14, scopeLine: 2828, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!124 = !DILocation(line: 839, column: 27, scope: !125)
!125 = !DILexicalBlockFile(scope: !119, file: !25, discriminator: 0)
!126 = !DILocation(line: 839, column: 23, scope: !125)
!127 = !DILocation(line: 75, column: 14, scope: !119)
!128 = !DILocation(line: 73, column: 21, scope: !129)
!129 = distinct !DILexicalBlock(scope: !119, file: !120, line: 70, column: 21)
!130 = distinct !DISubprogram(name: "precondition_check", linkageName: "_ZN4core3ptr19copy_nonoverlapping18precondition_check17h8ba4ce4b55ca3610E", scope: !131, file: !120, line: 68, type: !14, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!131 = !DINamespace(name: "copy_nonoverlapping", scope: !132)
!132 = !DINamespace(name: "ptr", scope: !13)
!133 = !DILocation(line: 538, column: 29, scope: !134)
!134 = !DILexicalBlockFile(scope: !130, file: !135, discriminator: 0)
!135 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!136 = !DILocation(line: 538, column: 43, scope: !134)
!137 = !DILocation(line: 539, column: 66, scope: !138)
!138 = distinct !DILexicalBlock(scope: !130, file: !135, line: 538, column: 13)
!139 = !DILocation(line: 141, column: 17, scope: !140, inlinedAt: !144)
!140 = !DILexicalBlockFile(scope: !141, file: !120, discriminator: 0)
!141 = distinct !DISubprogram(name: "runtime", linkageName: "_ZN4core9ub_checks16maybe_is_aligned7runtime17h4c52683e5e1f3714E", scope: !142, file: !109, line: 2434, type: !14, scopeLine: 2434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!142 = !DINamespace(name: "maybe_is_aligned", scope: !143)
!143 = !DINamespace(name: "ub_checks", scope: !13)
!144 = !DILocation(line: 2447, column: 9, scope: !145, inlinedAt: !147)
!145 = !DILexicalBlockFile(scope: !146, file: !109, discriminator: 0)
!146 = distinct !DISubprogram(name: "maybe_is_aligned", linkageName: "_ZN4core9ub_checks16maybe_is_aligned17h9121281170a97d69E", scope: !143, file: !120, line: 134, type: !14, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!147 = !DILocation(line: 124, column: 5, scope: !148, inlinedAt: !149)
!148 = distinct !DISubprogram(name: "maybe_is_aligned_and_not_null", linkageName: "_ZN4core9ub_checks29maybe_is_aligned_and_not_null17hc79ff49bf1c02195E", scope: !143, file: !120, line: 118, type: !14, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!149 = !DILocation(line: 539, column: 13, scope: !138)
!150 = !DILocation(line: 68, column: 13, scope: !130)
!151 = !DILocation(line: 124, column: 38, scope: !148, inlinedAt: !149)
!152 = !DILocation(line: 0, scope: !153)
!153 = !DILexicalBlockFile(scope: !138, file: !36, discriminator: 0)
!154 = !DILocation(line: 159, column: 18, scope: !155, inlinedAt: !159)
!155 = distinct !DISubprogram(name: "addr<u8>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$4addr17h68e0cec49dda88d5E", scope: !157, file: !156, line: 153, type: !14, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!156 = !DIFile(filename: "library/core/src/ptr/const_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!157 = !DINamespace(name: "{impl#0}", scope: !158)
!158 = !DINamespace(name: "const_ptr", scope: !132)
!159 = !DILocation(line: 38, column: 21, scope: !160, inlinedAt: !163)
!160 = !DILexicalBlockFile(scope: !161, file: !156, discriminator: 0)
!161 = distinct !DISubprogram(name: "runtime", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$7is_null7runtime17hfd3eae13f0714ea9E", scope: !162, file: !109, line: 2434, type: !14, scopeLine: 2434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!162 = !DINamespace(name: "is_null", scope: !157)
!163 = !DILocation(line: 2447, column: 9, scope: !164, inlinedAt: !168)
!164 = !DILexicalBlockFile(scope: !165, file: !109, discriminator: 2)
!165 = !DILexicalBlockFile(scope: !166, file: !109, discriminator: 0)
!166 = distinct !DILexicalBlock(scope: !167, file: !156, line: 25, column: 9)
!167 = distinct !DISubprogram(name: "is_null<()>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$7is_null17hfa377a33e4f2b27aE", scope: !157, file: !156, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!168 = !DILocation(line: 124, column: 53, scope: !148, inlinedAt: !149)
!169 = !DILocation(line: 38, column: 17, scope: !160, inlinedAt: !163)
!170 = !DILocation(line: 124, column: 48, scope: !148, inlinedAt: !149)
!171 = !DILocation(line: 141, column: 17, scope: !140, inlinedAt: !172)
!172 = !DILocation(line: 2447, column: 9, scope: !173, inlinedAt: !174)
!173 = !DILexicalBlockFile(scope: !145, file: !109, discriminator: 4)
!174 = !DILocation(line: 124, column: 5, scope: !175, inlinedAt: !176)
!175 = !DILexicalBlockFile(scope: !148, file: !120, discriminator: 2)
!176 = !DILocation(line: 540, column: 20, scope: !138)
!177 = !DILocation(line: 537, column: 14, scope: !134)
!178 = !DILocation(line: 124, column: 5, scope: !148, inlinedAt: !176)
!179 = !DILocation(line: 124, column: 38, scope: !148, inlinedAt: !176)
!180 = !DILocation(line: 159, column: 18, scope: !155, inlinedAt: !181)
!181 = !DILocation(line: 38, column: 21, scope: !182, inlinedAt: !183)
!182 = !DILexicalBlockFile(scope: !160, file: !156, discriminator: 2)
!183 = !DILocation(line: 2447, column: 9, scope: !184, inlinedAt: !187)
!184 = !DILexicalBlockFile(scope: !185, file: !109, discriminator: 6)
!185 = !DILexicalBlockFile(scope: !186, file: !109, discriminator: 0)
!186 = distinct !DILexicalBlock(scope: !167, file: !156, line: 25, column: 9)
!187 = !DILocation(line: 124, column: 53, scope: !175, inlinedAt: !176)
!188 = !DILocation(line: 38, column: 17, scope: !160, inlinedAt: !183)
!189 = !DILocation(line: 124, column: 48, scope: !148, inlinedAt: !176)
!190 = !DILocation(line: 2447, column: 9, scope: !191, inlinedAt: !193)
!191 = !DILexicalBlockFile(scope: !192, file: !109, discriminator: 0)
!192 = distinct !DISubprogram(name: "maybe_is_nonoverlapping", linkageName: "_ZN4core9ub_checks23maybe_is_nonoverlapping17h060ffe1b5894d019E", scope: !143, file: !120, line: 159, type: !14, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!193 = !DILocation(line: 541, column: 20, scope: !138)
!194 = !DILocation(line: 73, column: 21, scope: !195)
!195 = distinct !DILexicalBlock(scope: !130, file: !120, line: 70, column: 21)
!196 = !DILocation(line: 75, column: 14, scope: !130)
!197 = distinct !DISubprogram(name: "is_aligned_to<()>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h9c5a7f7f6060f89aE", scope: !157, file: !156, line: 1372, type: !14, scopeLine: 1372, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!198 = !DILocation(line: 85, column: 20, scope: !199, inlinedAt: !200)
!199 = distinct !DISubprogram(name: "count_ones", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj10count_ones", scope: !26, file: !25, line: 84, type: !14, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!200 = !DILocation(line: 3762, column: 18, scope: !201, inlinedAt: !202)
!201 = distinct !DISubprogram(name: "is_power_of_two", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15is_power_of_two", scope: !26, file: !25, line: 3761, type: !14, scopeLine: 3761, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!202 = !DILocation(line: 1373, column: 19, scope: !197)
!203 = !DILocation(line: 1373, column: 13, scope: !197)
!204 = !DILocation(line: 159, column: 18, scope: !205, inlinedAt: !206)
!205 = distinct !DISubprogram(name: "addr<()>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$4addr17h6a5b0bc85c078233E", scope: !157, file: !156, line: 153, type: !14, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!206 = !DILocation(line: 1377, column: 14, scope: !197)
!207 = !DILocation(line: 1377, column: 23, scope: !197)
!208 = !DILocation(line: 1377, column: 9, scope: !197)
!209 = !DILocation(line: 1378, column: 6, scope: !197)
!210 = !DILocation(line: 1374, column: 13, scope: !197)
!211 = distinct !DISubprogram(name: "precondition_check", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h25c66314343f8551E", scope: !212, file: !120, line: 68, type: !14, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!212 = !DINamespace(name: "offset_from_unsigned", scope: !157)
!213 = !DILocation(line: 712, column: 21, scope: !214, inlinedAt: !217)
!214 = !DILexicalBlockFile(scope: !215, file: !156, discriminator: 0)
!215 = distinct !DISubprogram(name: "runtime", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned14runtime_ptr_ge7runtime17hbb990cb7f4417268E", scope: !216, file: !109, line: 2434, type: !14, scopeLine: 2434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!216 = !DINamespace(name: "runtime_ptr_ge", scope: !212)
!217 = !DILocation(line: 2447, column: 9, scope: !218, inlinedAt: !220)
!218 = !DILexicalBlockFile(scope: !219, file: !109, discriminator: 0)
!219 = distinct !DISubprogram(name: "runtime_ptr_ge", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned14runtime_ptr_ge17h021569ada4d1fcb1E", scope: !212, file: !156, line: 706, type: !14, scopeLine: 706, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!220 = !DILocation(line: 723, column: 18, scope: !221)
!221 = !DILexicalBlockFile(scope: !211, file: !156, discriminator: 0)
!222 = !DILocation(line: 73, column: 21, scope: !223)
!223 = distinct !DILexicalBlock(scope: !211, file: !120, line: 70, column: 21)
!224 = !DILocation(line: 75, column: 14, scope: !211)
!225 = distinct !DISubprogram(name: "map<core::slice::iter::Iter<stencil::Particle>, f64, stencil::kinetic_energy::{closure_env#0}>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3map17h1485b3aa2c207da5E", scope: !227, file: !226, line: 789, type: !14, scopeLine: 789, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!226 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!227 = !DINamespace(name: "Iterator", scope: !228)
!228 = !DINamespace(name: "iterator", scope: !229)
!229 = !DINamespace(name: "traits", scope: !12)
!230 = !DILocation(line: 795, column: 6, scope: !225)
!231 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h1a78c5129e829cb6E", scope: !227, file: !226, line: 3653, type: !14, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!232 = !DILocation(line: 3658, column: 9, scope: !231)
!233 = !DILocation(line: 3659, column: 6, scope: !231)
!234 = distinct !DISubprogram(name: "enumerate<core::slice::iter::Windows<f64>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator9enumerate17h892da91dad5ab4d6E", scope: !227, file: !226, line: 1005, type: !14, scopeLine: 1005, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!235 = !DILocation(line: 24, column: 9, scope: !236, inlinedAt: !238)
!236 = distinct !DISubprogram(name: "new<core::slice::iter::Windows<f64>>", linkageName: "_ZN4core4iter8adapters9enumerate18Enumerate$LT$I$GT$3new17hf33157e59a256954E", scope: !237, file: !44, line: 23, type: !14, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!237 = !DINamespace(name: "Enumerate", scope: !46)
!238 = !DILocation(line: 1009, column: 9, scope: !234)
!239 = !DILocation(line: 1010, column: 6, scope: !234)
!240 = distinct !DISubprogram(name: "{closure#0}<&stencil::Particle, f64, f64, stencil::kinetic_energy::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h289e8139eec0e54cE", scope: !241, file: !8, line: 88, type: !14, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!241 = !DINamespace(name: "map_fold", scope: !10)
!242 = !DILocation(line: 88, column: 23, scope: !240)
!243 = !DILocation(line: 88, column: 28, scope: !240)
!244 = !DILocation(line: 88, column: 34, scope: !240)
!245 = !DILocation(line: 88, column: 21, scope: !240)
!246 = !DILocation(line: 88, column: 35, scope: !240)
!247 = !DILocation(line: 88, column: 5, scope: !240)
!248 = distinct !DISubprogram(name: "copy_from_slice_impl<f64>", linkageName: "_ZN4core5slice20copy_from_slice_impl17h7dad474b5df79d3aE", scope: !22, file: !249, line: 5556, type: !14, scopeLine: 5556, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!249 = !DIFile(filename: "library/core/src/slice/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b606e5d97bff599edd0dcbc6067a14f1")
!250 = !DILocation(line: 5571, column: 8, scope: !248)
!251 = !DILocation(line: 77, column: 35, scope: !252, inlinedAt: !254)
!252 = !DILexicalBlockFile(scope: !253, file: !120, discriminator: 0)
!253 = distinct !DISubprogram(name: "copy_nonoverlapping<f64>", linkageName: "_ZN4core3ptr19copy_nonoverlapping17h669608d2bbad2d03E", scope: !132, file: !135, line: 526, type: !14, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!254 = !DILocation(line: 5579, column: 9, scope: !248)
!255 = !DILocation(line: 5572, column: 9, scope: !248)
!256 = !DILocation(line: 78, column: 17, scope: !252, inlinedAt: !254)
!257 = !DILocation(line: 77, column: 13, scope: !252, inlinedAt: !254)
!258 = !DILocation(line: 547, column: 14, scope: !253, inlinedAt: !254)
!259 = !DILocation(line: 5581, column: 2, scope: !248)
!260 = distinct !DISubprogram(name: "copy_from_slice<f64>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$15copy_from_slice17h5e108a413bbf65e4E", scope: !261, file: !249, line: 4320, type: !14, scopeLine: 4320, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!261 = !DINamespace(name: "{impl#0}", scope: !22)
!262 = !DILocation(line: 4325, column: 18, scope: !260)
!263 = !DILocation(line: 4326, column: 6, scope: !260)
!264 = distinct !DISubprogram(name: "iter<stencil::Particle>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h13e1639af1ca789dE", scope: !261, file: !249, line: 1040, type: !14, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!265 = !DILocation(line: 1041, column: 9, scope: !264)
!266 = !DILocation(line: 1042, column: 6, scope: !264)
!267 = distinct !DISubprogram(name: "windows<f64>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7windows17hf3064886a1720debE", scope: !261, file: !249, line: 1115, type: !14, scopeLine: 1115, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!268 = !DILocation(line: 404, column: 18, scope: !269, inlinedAt: !273)
!269 = distinct !DISubprogram(name: "new<usize>", linkageName: "_ZN4core3num7nonzero16NonZero$LT$T$GT$3new17h4550915e464f2759E", scope: !271, file: !270, line: 401, type: !14, scopeLine: 401, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!270 = !DIFile(filename: "library/core/src/num/nonzero.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "aad4bdcbb1703d04909aa911a1ea2cc8")
!271 = !DINamespace(name: "NonZero", scope: !272)
!272 = !DINamespace(name: "nonzero", scope: !27)
!273 = !DILocation(line: 1116, column: 20, scope: !267)
!274 = !DILocation(line: 969, column: 15, scope: !275, inlinedAt: !277)
!275 = distinct !DISubprogram(name: "expect<core::num::nonzero::NonZero<usize>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6expect17hb1c904f2d6fe08f7E", scope: !276, file: !50, line: 968, type: !14, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!276 = !DINamespace(name: "Option", scope: !52)
!277 = !DILocation(line: 1116, column: 39, scope: !267)
!278 = !DILocation(line: 969, column: 9, scope: !275, inlinedAt: !277)
!279 = !DILocation(line: 970, column: 18, scope: !275, inlinedAt: !277)
!280 = !DILocation(line: 1339, column: 9, scope: !281, inlinedAt: !285)
!281 = distinct !DISubprogram(name: "new<f64>", linkageName: "_ZN4core5slice4iter16Windows$LT$T$GT$3new17h8d90c63960b8d2b3E", scope: !283, file: !282, line: 1338, type: !14, scopeLine: 1338, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!282 = !DIFile(filename: "library/core/src/slice/iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f33ab2e22fe09095bf73c41c52bd166c")
!283 = !DINamespace(name: "Windows", scope: !284)
!284 = !DINamespace(name: "iter", scope: !22)
!285 = !DILocation(line: 1117, column: 9, scope: !286)
!286 = distinct !DILexicalBlock(scope: !267, file: !249, line: 1116, column: 9)
!287 = !DILocation(line: 1118, column: 6, scope: !267)
!288 = !DILocation(line: 971, column: 21, scope: !275, inlinedAt: !277)
!289 = distinct !DISubprogram(name: "from_raw_parts<stencil::Particle>", linkageName: "_ZN4core5slice3raw14from_raw_parts17hee77777e481bc4d7E", scope: !291, file: !290, line: 124, type: !14, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!290 = !DIFile(filename: "library/core/src/slice/raw.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "1c257c0bb74a1862c3fb776eeea63ad9")
!291 = !DINamespace(name: "raw", scope: !22)
!292 = !DILocation(line: 77, column: 35, scope: !293)
!293 = !DILexicalBlockFile(scope: !289, file: !120, discriminator: 0)
!294 = !DILocation(line: 78, column: 17, scope: !293)
!295 = !DILocation(line: 77, column: 13, scope: !293)
!296 = !DILocation(line: 141, column: 2, scope: !289)
!297 = distinct !DISubprogram(name: "precondition_check", linkageName: "_ZN4core5slice3raw14from_raw_parts18precondition_check17h320510f325c77778E", scope: !298, file: !120, line: 68, type: !14, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!298 = !DINamespace(name: "from_raw_parts", scope: !291)
!299 = !DILocation(line: 141, column: 17, scope: !300, inlinedAt: !302)
!300 = !DILexicalBlockFile(scope: !301, file: !120, discriminator: 0)
!301 = distinct !DISubprogram(name: "runtime", linkageName: "_ZN4core9ub_checks16maybe_is_aligned7runtime17h4c52683e5e1f3714E", scope: !142, file: !109, line: 2434, type: !14, scopeLine: 2434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!302 = !DILocation(line: 2447, column: 9, scope: !303, inlinedAt: !305)
!303 = !DILexicalBlockFile(scope: !304, file: !109, discriminator: 0)
!304 = distinct !DISubprogram(name: "maybe_is_aligned", linkageName: "_ZN4core9ub_checks16maybe_is_aligned17h9121281170a97d69E", scope: !143, file: !120, line: 134, type: !14, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!305 = !DILocation(line: 124, column: 5, scope: !306, inlinedAt: !307)
!306 = distinct !DISubprogram(name: "maybe_is_aligned_and_not_null", linkageName: "_ZN4core9ub_checks29maybe_is_aligned_and_not_null17hc79ff49bf1c02195E", scope: !143, file: !120, line: 118, type: !14, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!307 = !DILocation(line: 136, column: 13, scope: !308)
!308 = !DILexicalBlockFile(scope: !297, file: !290, discriminator: 0)
!309 = !DILocation(line: 68, column: 13, scope: !297)
!310 = !DILocation(line: 159, column: 18, scope: !311, inlinedAt: !312)
!311 = distinct !DISubprogram(name: "addr<u8>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$4addr17h68e0cec49dda88d5E", scope: !157, file: !156, line: 153, type: !14, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!312 = !DILocation(line: 38, column: 21, scope: !313, inlinedAt: !315)
!313 = !DILexicalBlockFile(scope: !314, file: !156, discriminator: 0)
!314 = distinct !DISubprogram(name: "runtime", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$7is_null7runtime17hfd3eae13f0714ea9E", scope: !162, file: !109, line: 2434, type: !14, scopeLine: 2434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!315 = !DILocation(line: 2447, column: 9, scope: !316, inlinedAt: !320)
!316 = !DILexicalBlockFile(scope: !317, file: !109, discriminator: 2)
!317 = !DILexicalBlockFile(scope: !318, file: !109, discriminator: 0)
!318 = distinct !DILexicalBlock(scope: !319, file: !156, line: 25, column: 9)
!319 = distinct !DISubprogram(name: "is_null<()>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$7is_null17hfa377a33e4f2b27aE", scope: !157, file: !156, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!320 = !DILocation(line: 124, column: 53, scope: !306, inlinedAt: !307)
!321 = !DILocation(line: 38, column: 17, scope: !313, inlinedAt: !315)
!322 = !DILocation(line: 124, column: 48, scope: !306, inlinedAt: !307)
!323 = !DILocation(line: 0, scope: !324)
!324 = !DILexicalBlockFile(scope: !297, file: !36, discriminator: 0)
!325 = !DILocation(line: 148, column: 22, scope: !326, inlinedAt: !327)
!326 = distinct !DISubprogram(name: "is_valid_allocation_size", linkageName: "_ZN4core9ub_checks24is_valid_allocation_size17hd6ddcb674f75e56eE", scope: !143, file: !120, line: 147, type: !14, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!327 = !DILocation(line: 137, column: 20, scope: !308)
!328 = !DILocation(line: 73, column: 21, scope: !329)
!329 = distinct !DILexicalBlock(scope: !297, file: !120, line: 70, column: 21)
!330 = !DILocation(line: 148, column: 34, scope: !326, inlinedAt: !327)
!331 = !DILocation(line: 148, column: 19, scope: !326, inlinedAt: !327)
!332 = !DILocation(line: 148, column: 54, scope: !326, inlinedAt: !327)
!333 = !DILocation(line: 149, column: 5, scope: !334, inlinedAt: !327)
!334 = distinct !DILexicalBlock(scope: !326, file: !120, line: 148, column: 5)
!335 = !DILocation(line: 75, column: 14, scope: !297)
!336 = distinct !DISubprogram(name: "from_raw_parts_mut<f64>", linkageName: "_ZN4core5slice3raw18from_raw_parts_mut17he1fd8e26971ebdbbE", scope: !291, file: !290, line: 179, type: !14, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!337 = !DILocation(line: 77, column: 35, scope: !338)
!338 = !DILexicalBlockFile(scope: !336, file: !120, discriminator: 0)
!339 = !DILocation(line: 78, column: 17, scope: !338)
!340 = !DILocation(line: 77, column: 13, scope: !338)
!341 = !DILocation(line: 196, column: 2, scope: !336)
!342 = distinct !DISubprogram(name: "precondition_check", linkageName: "_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17hff793e239de313fbE", scope: !343, file: !120, line: 68, type: !14, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!343 = !DINamespace(name: "from_raw_parts_mut", scope: !291)
!344 = !DILocation(line: 141, column: 17, scope: !345, inlinedAt: !347)
!345 = !DILexicalBlockFile(scope: !346, file: !120, discriminator: 0)
!346 = distinct !DISubprogram(name: "runtime", linkageName: "_ZN4core9ub_checks16maybe_is_aligned7runtime17h4c52683e5e1f3714E", scope: !142, file: !109, line: 2434, type: !14, scopeLine: 2434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!347 = !DILocation(line: 2447, column: 9, scope: !348, inlinedAt: !350)
!348 = !DILexicalBlockFile(scope: !349, file: !109, discriminator: 0)
!349 = distinct !DISubprogram(name: "maybe_is_aligned", linkageName: "_ZN4core9ub_checks16maybe_is_aligned17h9121281170a97d69E", scope: !143, file: !120, line: 134, type: !14, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!350 = !DILocation(line: 124, column: 5, scope: !351, inlinedAt: !352)
!351 = distinct !DISubprogram(name: "maybe_is_aligned_and_not_null", linkageName: "_ZN4core9ub_checks29maybe_is_aligned_and_not_null17hc79ff49bf1c02195E", scope: !143, file: !120, line: 118, type: !14, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!352 = !DILocation(line: 191, column: 13, scope: !353)
!353 = !DILexicalBlockFile(scope: !342, file: !290, discriminator: 0)
!354 = !DILocation(line: 68, column: 13, scope: !342)
!355 = !DILocation(line: 159, column: 18, scope: !356, inlinedAt: !357)
!356 = distinct !DISubprogram(name: "addr<u8>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$4addr17h68e0cec49dda88d5E", scope: !157, file: !156, line: 153, type: !14, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!357 = !DILocation(line: 38, column: 21, scope: !358, inlinedAt: !360)
!358 = !DILexicalBlockFile(scope: !359, file: !156, discriminator: 0)
!359 = distinct !DISubprogram(name: "runtime", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$7is_null7runtime17hfd3eae13f0714ea9E", scope: !162, file: !109, line: 2434, type: !14, scopeLine: 2434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!360 = !DILocation(line: 2447, column: 9, scope: !361, inlinedAt: !365)
!361 = !DILexicalBlockFile(scope: !362, file: !109, discriminator: 2)
!362 = !DILexicalBlockFile(scope: !363, file: !109, discriminator: 0)
!363 = distinct !DILexicalBlock(scope: !364, file: !156, line: 25, column: 9)
!364 = distinct !DISubprogram(name: "is_null<()>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$7is_null17hfa377a33e4f2b27aE", scope: !157, file: !156, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!365 = !DILocation(line: 124, column: 53, scope: !351, inlinedAt: !352)
!366 = !DILocation(line: 38, column: 17, scope: !358, inlinedAt: !360)
!367 = !DILocation(line: 124, column: 48, scope: !351, inlinedAt: !352)
!368 = !DILocation(line: 0, scope: !369)
!369 = !DILexicalBlockFile(scope: !342, file: !36, discriminator: 0)
!370 = !DILocation(line: 148, column: 22, scope: !371, inlinedAt: !372)
!371 = distinct !DISubprogram(name: "is_valid_allocation_size", linkageName: "_ZN4core9ub_checks24is_valid_allocation_size17hd6ddcb674f75e56eE", scope: !143, file: !120, line: 147, type: !14, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!372 = !DILocation(line: 192, column: 20, scope: !353)
!373 = !DILocation(line: 73, column: 21, scope: !374)
!374 = distinct !DILexicalBlock(scope: !342, file: !120, line: 70, column: 21)
!375 = !DILocation(line: 148, column: 34, scope: !371, inlinedAt: !372)
!376 = !DILocation(line: 148, column: 19, scope: !371, inlinedAt: !372)
!377 = !DILocation(line: 148, column: 54, scope: !371, inlinedAt: !372)
!378 = !DILocation(line: 149, column: 5, scope: !379, inlinedAt: !372)
!379 = distinct !DILexicalBlock(scope: !371, file: !120, line: 148, column: 5)
!380 = !DILocation(line: 75, column: 14, scope: !342)
!381 = distinct !DISubprogram(name: "new<stencil::Particle>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h32afe52d4edcbca8E", scope: !382, file: !282, line: 96, type: !14, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!382 = !DINamespace(name: "Iter", scope: !284)
!383 = !DILocation(line: 102, column: 20, scope: !384)
!384 = distinct !DILexicalBlock(scope: !385, file: !282, line: 98, column: 9)
!385 = distinct !DILexicalBlock(scope: !381, file: !282, line: 97, column: 9)
!386 = !DILocation(line: 961, column: 18, scope: !387, inlinedAt: !391)
!387 = distinct !DISubprogram(name: "add<stencil::Particle>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h9bfce4c3c0ebe2e7E", scope: !389, file: !388, line: 927, type: !14, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!388 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!389 = !DINamespace(name: "{impl#0}", scope: !390)
!390 = !DINamespace(name: "mut_ptr", scope: !132)
!391 = !DILocation(line: 102, column: 78, scope: !384)
!392 = !DILocation(line: 102, column: 63, scope: !384)
!393 = !DILocation(line: 102, column: 17, scope: !384)
!394 = !DILocation(line: 104, column: 13, scope: !395)
!395 = distinct !DILexicalBlock(scope: !384, file: !282, line: 101, column: 13)
!396 = !DILocation(line: 106, column: 6, scope: !381)
!397 = distinct !DISubprogram(name: "runtime", linkageName: "_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17h158dcef5c0241a47E", scope: !398, file: !109, line: 2434, type: !14, scopeLine: 2434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!398 = !DINamespace(name: "maybe_is_nonoverlapping", scope: !143)
!399 = !DILocation(line: 159, column: 18, scope: !400, inlinedAt: !401)
!400 = distinct !DISubprogram(name: "addr<()>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$4addr17h6a5b0bc85c078233E", scope: !157, file: !156, line: 153, type: !14, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!401 = !DILocation(line: 171, column: 33, scope: !402)
!402 = !DILexicalBlockFile(scope: !397, file: !120, discriminator: 0)
!403 = !DILocation(line: 159, column: 18, scope: !400, inlinedAt: !404)
!404 = !DILocation(line: 172, column: 33, scope: !405)
!405 = distinct !DILexicalBlock(scope: !397, file: !120, line: 171, column: 13)
!406 = !DILocation(line: 3051, column: 26, scope: !407, inlinedAt: !408)
!407 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !26, file: !25, line: 3050, type: !14, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!408 = !DILocation(line: 1161, column: 31, scope: !409, inlinedAt: !410)
!409 = distinct !DISubprogram(name: "checked_mul", linkageName: "_ZN4core3num23_$LT$impl$u20$usize$GT$11checked_mul17hff378d57de80ffe3E", scope: !26, file: !25, line: 1160, type: !14, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!410 = !DILocation(line: 173, column: 35, scope: !411)
!411 = distinct !DILexicalBlock(scope: !405, file: !120, line: 172, column: 13)
!412 = !DILocation(line: 457, column: 8, scope: !413, inlinedAt: !414)
!413 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !110, file: !109, line: 456, type: !14, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!414 = !DILocation(line: 1162, column: 16, scope: !415, inlinedAt: !410)
!415 = distinct !DILexicalBlock(scope: !409, file: !25, line: 1161, column: 13)
!416 = !DILocation(line: 1162, column: 56, scope: !415, inlinedAt: !410)
!417 = !DILocation(line: 173, column: 22, scope: !411)
!418 = !DILocation(line: 3020, column: 20, scope: !419, inlinedAt: !420)
!419 = distinct !DISubprogram(name: "abs_diff", linkageName: "_ZN4core3num23_$LT$impl$u20$usize$GT$8abs_diff17hb4c15461d0d01c2dE", scope: !26, file: !25, line: 3014, type: !14, scopeLine: 3014, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!420 = !DILocation(line: 178, column: 34, scope: !421)
!421 = distinct !DILexicalBlock(scope: !411, file: !120, line: 173, column: 13)
!422 = !DILocation(line: 174, column: 17, scope: !411)
!423 = !DILocation(line: 3023, column: 21, scope: !419, inlinedAt: !420)
!424 = !DILocation(line: 3020, column: 17, scope: !419, inlinedAt: !420)
!425 = !DILocation(line: 3021, column: 21, scope: !419, inlinedAt: !420)
!426 = !DILocation(line: 181, column: 13, scope: !427)
!427 = distinct !DILexicalBlock(scope: !421, file: !120, line: 178, column: 13)
!428 = !DILocation(line: 2436, column: 10, scope: !397)
!429 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hf2628cc154e05156E", scope: !431, file: !430, line: 160, type: !14, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!430 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!431 = !DINamespace(name: "{impl#132}", scope: !432)
!432 = !DINamespace(name: "accum", scope: !229)
!433 = !DILocation(line: 161, column: 22, scope: !429)
!434 = !DILocation(line: 166, column: 14, scope: !429)
!435 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h45894932d1f56746E", scope: !436, file: !430, line: 164, type: !14, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!436 = !DINamespace(name: "sum", scope: !431)
!437 = !DILocation(line: 164, column: 28, scope: !435)
!438 = !DILocation(line: 164, column: 33, scope: !435)
!439 = distinct !DISubprogram(name: "into_iter<core::iter::adapters::enumerate::Enumerate<core::slice::iter::Windows<f64>>>", linkageName: "_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h021c00205b279643E", scope: !441, file: !440, line: 322, type: !14, scopeLine: 322, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!440 = !DIFile(filename: "library/core/src/iter/traits/collect.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "35d2b5f35e8dd294396f20d1a263fa6f")
!441 = !DINamespace(name: "{impl#0}", scope: !442)
!442 = !DINamespace(name: "collect", scope: !229)
!443 = !DILocation(line: 323, column: 9, scope: !439)
!444 = !DILocation(line: 324, column: 6, scope: !439)
!445 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN7stencil14kinetic_energy28_$u7b$$u7b$closure$u7d$$u7d$17hd5e0b6168e1268b9E", scope: !446, file: !36, line: 48, type: !14, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!446 = !DINamespace(name: "kinetic_energy", scope: !447)
!447 = !DINamespace(name: "stencil", scope: null)
!448 = !DILocation(line: 48, column: 28, scope: !445)
!449 = !DILocation(line: 48, column: 22, scope: !445)
!450 = !DILocation(line: 48, column: 34, scope: !445)
!451 = !DILocation(line: 48, column: 40, scope: !445)
!452 = !DILocation(line: 48, column: 43, scope: !445)
!453 = distinct !DISubprogram(name: "smooth", linkageName: "_ZN7stencil6smooth17h5a6840bc6efd2f86E", scope: !447, file: !36, line: 14, type: !14, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!454 = !DILocation(line: 15, column: 20, scope: !453)
!455 = !DILocation(line: 15, column: 11, scope: !453)
!456 = !DILocation(line: 15, column: 5, scope: !453)
!457 = !DILocation(line: 16, column: 2, scope: !453)
!458 = distinct !DISubprogram(name: "fold<stencil::Particle, f64, core::iter::adapters::map::map_fold::{closure_env#0}<&stencil::Particle, f64, f64, stencil::kinetic_energy::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<stencil::Particle>, stencil::kinetic_energy::{closure_env#0}>>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha3783575a30cb78fE", scope: !460, file: !459, line: 259, type: !14, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!459 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!460 = !DINamespace(name: "{impl#171}", scope: !284)
!461 = !DILocation(line: 28, column: 12, scope: !462)
!462 = distinct !DILexicalBlock(scope: !458, file: !459, line: 25, column: 86)
!463 = !DILocation(line: 1720, column: 9, scope: !464, inlinedAt: !468)
!464 = distinct !DISubprogram(name: "eq<stencil::Particle>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17hfb3684edfe6a280dE", scope: !466, file: !465, line: 1719, type: !14, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!465 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!466 = !DINamespace(name: "{impl#16}", scope: !467)
!467 = !DINamespace(name: "non_null", scope: !132)
!468 = !DILocation(line: 44, column: 20, scope: !469)
!469 = distinct !DILexicalBlock(scope: !462, file: !459, line: 33, column: 13)
!470 = !DILocation(line: 28, column: 9, scope: !462)
!471 = !DILocation(line: 25, column: 86, scope: !462)
!472 = !DILocation(line: 273, column: 31, scope: !458)
!473 = !DILocation(line: 274, column: 29, scope: !474)
!474 = distinct !DILexicalBlock(scope: !458, file: !459, line: 273, column: 17)
!475 = !DILocation(line: 28, column: 12, scope: !476)
!476 = distinct !DILexicalBlock(scope: !477, file: !459, line: 25, column: 86)
!477 = distinct !DILexicalBlock(scope: !474, file: !459, line: 274, column: 17)
!478 = !DILocation(line: 271, column: 28, scope: !458)
!479 = !DILocation(line: 289, column: 13, scope: !458)
!480 = !DILocation(line: 77, column: 35, scope: !481, inlinedAt: !483)
!481 = !DILexicalBlockFile(scope: !482, file: !120, discriminator: 0)
!482 = distinct !DISubprogram(name: "offset_from_unsigned<stencil::Particle>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned17hdfc8bee867ef1f84E", scope: !157, file: !156, line: 701, type: !14, scopeLine: 701, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!483 = !DILocation(line: 887, column: 37, scope: !484, inlinedAt: !485)
!484 = distinct !DISubprogram(name: "offset_from_unsigned<stencil::Particle>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$20offset_from_unsigned17h96093267a22e2724E", scope: !389, file: !388, line: 882, type: !14, scopeLine: 882, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!485 = !DILocation(line: 953, column: 32, scope: !486, inlinedAt: !488)
!486 = distinct !DISubprogram(name: "offset_from_unsigned<stencil::Particle>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$20offset_from_unsigned17h8c3fb5d12138b168E", scope: !487, file: !465, line: 948, type: !14, scopeLine: 948, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!487 = !DINamespace(name: "NonNull", scope: !467)
!488 = !DILocation(line: 57, column: 30, scope: !489)
!489 = distinct !DILexicalBlock(scope: !476, file: !459, line: 33, column: 13)
!490 = !DILocation(line: 78, column: 17, scope: !481, inlinedAt: !483)
!491 = !DILocation(line: 77, column: 13, scope: !481, inlinedAt: !483)
!492 = !DILocation(line: 727, column: 17, scope: !493, inlinedAt: !483)
!493 = distinct !DILexicalBlock(scope: !482, file: !156, line: 726, column: 9)
!494 = !DILocation(line: 727, column: 37, scope: !493, inlinedAt: !483)
!495 = !DILocation(line: 729, column: 18, scope: !493, inlinedAt: !483)
!496 = !DILocation(line: 28, column: 9, scope: !476)
!497 = !DILocation(line: 727, column: 9, scope: !493, inlinedAt: !483)
!498 = !DILocation(line: 279, column: 29, scope: !499)
!499 = distinct !DILexicalBlock(scope: !477, file: !459, line: 275, column: 17)
!500 = !DILocation(line: 279, column: 71, scope: !499)
!501 = !DILocation(line: 659, column: 28, scope: !502, inlinedAt: !503)
!502 = distinct !DISubprogram(name: "add<stencil::Particle>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h81099675e4ea01c7E", scope: !487, file: !465, line: 651, type: !14, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!503 = !DILocation(line: 279, column: 67, scope: !499)
!504 = !DILocation(line: 279, column: 27, scope: !499)
!505 = !DILocation(line: 279, column: 21, scope: !499)
!506 = !DILocation(line: 77, column: 35, scope: !507, inlinedAt: !509)
!507 = !DILexicalBlockFile(scope: !508, file: !120, discriminator: 0)
!508 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !26, file: !25, line: 832, type: !14, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!509 = !DILocation(line: 283, column: 36, scope: !499)
!510 = !DILocation(line: 78, column: 17, scope: !507, inlinedAt: !509)
!511 = !DILocation(line: 844, column: 17, scope: !508, inlinedAt: !509)
!512 = !DILocation(line: 283, column: 21, scope: !499)
!513 = !DILocation(line: 284, column: 24, scope: !499)
!514 = !DILocation(line: 284, column: 29, scope: !499)
!515 = !DILocation(line: 276, column: 17, scope: !499)
!516 = !DILocation(line: 288, column: 17, scope: !499)
!517 = !DILocation(line: 289, column: 14, scope: !458)
!518 = !DILocation(line: 259, column: 13, scope: !458)
!519 = distinct !DISubprogram(name: "next<f64>", linkageName: "_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hcb0255bcf2acf325E", scope: !520, file: !282, line: 1356, type: !14, scopeLine: 1356, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!520 = !DINamespace(name: "{impl#62}", scope: !284)
!521 = !DILocation(line: 1357, column: 12, scope: !519)
!522 = !DILocation(line: 1357, column: 30, scope: !519)
!523 = !DILocation(line: 1360, column: 29, scope: !519)
!524 = !DILocation(line: 1360, column: 38, scope: !519)
!525 = !DILocation(line: 923, column: 16, scope: !526, inlinedAt: !527)
!526 = distinct !DISubprogram(name: "checked_sub", linkageName: "_ZN4core3num23_$LT$impl$u20$usize$GT$11checked_sub17h95228a3f80fed70aE", scope: !26, file: !25, line: 917, type: !14, scopeLine: 917, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!527 = !DILocation(line: 437, column: 32, scope: !528, inlinedAt: !529)
!528 = distinct !DISubprogram(name: "index<f64>", linkageName: "_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h647f19dbdd2eed36E", scope: !20, file: !19, line: 435, type: !14, scopeLine: 435, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!529 = !DILocation(line: 529, column: 23, scope: !530, inlinedAt: !532)
!530 = distinct !DISubprogram(name: "index<f64>", linkageName: "_ZN108_$LT$core..ops..range..RangeTo$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17ha006f538e21514d1E", scope: !531, file: !19, line: 528, type: !14, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!531 = !DINamespace(name: "{impl#6}", scope: !21)
!532 = !DILocation(line: 19, column: 15, scope: !533, inlinedAt: !535)
!533 = distinct !DISubprogram(name: "index<f64, core::ops::range::RangeTo<usize>>", linkageName: "_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17h3b44801b6c71ed29E", scope: !534, file: !19, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!534 = !DINamespace(name: "{impl#0}", scope: !21)
!535 = !DILocation(line: 1360, column: 35, scope: !519)
!536 = !DILocation(line: 1358, column: 13, scope: !519)
!537 = !DILocation(line: 1357, column: 9, scope: !519)
!538 = !DILocation(line: 438, column: 16, scope: !528, inlinedAt: !529)
!539 = !DILocation(line: 437, column: 16, scope: !528, inlinedAt: !529)
!540 = !DILocation(line: 0, scope: !541, inlinedAt: !529)
!541 = !DILexicalBlockFile(scope: !528, file: !36, discriminator: 0)
!542 = !DILocation(line: 1360, column: 23, scope: !519)
!543 = !DILocation(line: 1361, column: 23, scope: !544)
!544 = distinct !DILexicalBlock(scope: !519, file: !282, line: 1360, column: 13)
!545 = !DILocation(line: 568, column: 12, scope: !546, inlinedAt: !548)
!546 = distinct !DISubprogram(name: "index<f64>", linkageName: "_ZN110_$LT$core..ops..range..RangeFrom$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17hdf41e8636d4a6a05E", scope: !547, file: !19, line: 567, type: !14, scopeLine: 567, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!547 = !DINamespace(name: "{impl#7}", scope: !21)
!548 = !DILocation(line: 19, column: 15, scope: !549, inlinedAt: !551)
!549 = !DILexicalBlockFile(scope: !550, file: !19, discriminator: 2)
!550 = distinct !DISubprogram(name: "index<f64, core::ops::range::RangeFrom<usize>>", linkageName: "_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17hae16ccbe315722c4E", scope: !534, file: !19, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!551 = !DILocation(line: 1361, column: 29, scope: !544)
!552 = !DILocation(line: 443, column: 13, scope: !528, inlinedAt: !529)
!553 = !DILocation(line: 573, column: 27, scope: !546, inlinedAt: !548)
!554 = !DILocation(line: 89, column: 24, scope: !555, inlinedAt: !557)
!555 = distinct !DILexicalBlock(scope: !556, file: !19, line: 87, column: 5)
!556 = distinct !DISubprogram(name: "get_offset_len_noubcheck<f64>", linkageName: "_ZN4core5slice5index24get_offset_len_noubcheck17hbc11d3257a4c4920E", scope: !21, file: !19, line: 82, type: !14, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!557 = !DILocation(line: 574, column: 15, scope: !558, inlinedAt: !548)
!558 = distinct !DILexicalBlock(scope: !546, file: !19, line: 573, column: 13)
!559 = !DILocation(line: 1361, column: 13, scope: !544)
!560 = !DILocation(line: 569, column: 13, scope: !546, inlinedAt: !548)
!561 = !DILocation(line: 1364, column: 6, scope: !519)
!562 = distinct !DISubprogram(name: "activate", scope: !447, file: !36, line: 52, type: !14, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !5, templateParams: !15)
!563 = !DILocation(line: 53, column: 5, scope: !562)
!564 = !DILocation(line: 58, column: 14, scope: !562)
!565 = !DILocation(line: 54, column: 14, scope: !562)
!566 = !DILocation(line: 55, column: 16, scope: !562)
!567 = !DILocation(line: 56, column: 16, scope: !562)
!568 = !DILocation(line: 57, column: 27, scope: !562)
!569 = !DILocation(line: 57, column: 32, scope: !562)
!570 = !DILocation(line: 60, column: 2, scope: !562)
!571 = !DILocation(line: 52, column: 1, scope: !562)
!572 = !DILocation(line: 55, column: 14, scope: !562)
!573 = !DILocation(line: 56, column: 14, scope: !562)
!574 = !DILocation(line: 57, column: 20, scope: !562)
!575 = !DILocation(line: 57, column: 14, scope: !562)
!576 = !DILocation(line: 57, column: 37, scope: !562)
!577 = distinct !DISubprogram(name: "heat_step", scope: !447, file: !36, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !5, templateParams: !15)
!578 = !DILocation(line: 20, column: 22, scope: !577)
!579 = !DILocation(line: 19, column: 1, scope: !577)
!580 = !DILocation(line: 21, column: 24, scope: !581)
!581 = distinct !DILexicalBlock(scope: !577, file: !36, line: 20, column: 5)
!582 = !DILocation(line: 22, column: 21, scope: !583)
!583 = distinct !DILexicalBlock(scope: !581, file: !36, line: 21, column: 5)
!584 = !DILocation(line: 22, column: 32, scope: !583)
!585 = !DILocation(line: 22, column: 19, scope: !583)
!586 = !DILocation(line: 22, column: 5, scope: !587)
!587 = distinct !DILexicalBlock(scope: !583, file: !36, line: 22, column: 5)
!588 = !DILocation(line: 22, column: 19, scope: !587)
!589 = !DILocation(line: 22, column: 10, scope: !587)
!590 = !DILocation(line: 22, column: 13, scope: !587)
!591 = !DILocation(line: 23, column: 22, scope: !592)
!592 = distinct !DILexicalBlock(scope: !587, file: !36, line: 22, column: 5)
!593 = !DILocation(line: 25, column: 10, scope: !583)
!594 = !DILocation(line: 31, column: 15, scope: !595, inlinedAt: !597)
!595 = distinct !DISubprogram(name: "index_mut<f64, core::ops::range::Range<usize>>", linkageName: "_ZN4core5slice5index77_$LT$impl$u20$core..ops..index..IndexMut$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$9index_mut17hb4e9d154af9a2e62E", scope: !596, file: !19, line: 30, type: !14, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!596 = !DINamespace(name: "{impl#1}", scope: !21)
!597 = distinct !DILocation(line: 25, column: 6, scope: !583)
!598 = !DILocation(line: 32, column: 6, scope: !595, inlinedAt: !597)
!599 = !DILocation(line: 25, column: 6, scope: !583)
!600 = !DILocation(line: 25, column: 41, scope: !583)
!601 = !DILocation(line: 923, column: 16, scope: !602, inlinedAt: !603)
!602 = distinct !DISubprogram(name: "checked_sub", linkageName: "_ZN4core3num23_$LT$impl$u20$usize$GT$11checked_sub17h95228a3f80fed70aE", scope: !26, file: !25, line: 917, type: !14, scopeLine: 917, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!603 = distinct !DILocation(line: 437, column: 32, scope: !604, inlinedAt: !605)
!604 = distinct !DISubprogram(name: "index<f64>", linkageName: "_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h647f19dbdd2eed36E", scope: !20, file: !19, line: 435, type: !14, scopeLine: 435, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!605 = distinct !DILocation(line: 19, column: 15, scope: !606, inlinedAt: !607)
!606 = distinct !DISubprogram(name: "index<f64, core::ops::range::Range<usize>>", linkageName: "_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17hae679d1b3e71ba28E", scope: !534, file: !19, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!607 = distinct !DILocation(line: 25, column: 37, scope: !583)
!608 = !DILocation(line: 927, column: 31, scope: !602, inlinedAt: !603)
!609 = !DILocation(line: 927, column: 17, scope: !602, inlinedAt: !603)
!610 = !DILocation(line: 437, column: 21, scope: !604, inlinedAt: !605)
!611 = !DILocation(line: 438, column: 16, scope: !604, inlinedAt: !605)
!612 = !DILocation(line: 437, column: 16, scope: !604, inlinedAt: !605)
!613 = !DILocation(line: 0, scope: !614, inlinedAt: !605)
!614 = !DILexicalBlockFile(scope: !604, file: !36, discriminator: 0)
!615 = !DILocation(line: 443, column: 13, scope: !604, inlinedAt: !605)
!616 = !DILocation(line: 89, column: 24, scope: !617, inlinedAt: !619)
!617 = distinct !DILexicalBlock(scope: !618, file: !19, line: 87, column: 5)
!618 = distinct !DISubprogram(name: "get_offset_len_noubcheck<f64>", linkageName: "_ZN4core5slice5index24get_offset_len_noubcheck17hbc11d3257a4c4920E", scope: !21, file: !19, line: 82, type: !14, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5, templateParams: !15)
!619 = distinct !DILocation(line: 441, column: 24, scope: !604, inlinedAt: !605)
!620 = !DILocation(line: 445, column: 6, scope: !604, inlinedAt: !605)
!621 = !DILocation(line: 20, column: 6, scope: !606, inlinedAt: !607)
!622 = !DILocation(line: 25, column: 37, scope: !583)
!623 = !DILocation(line: 25, column: 17, scope: !583)
!624 = !DILocation(line: 26, column: 2, scope: !577)
!625 = !DILocation(line: 23, column: 38, scope: !592)
!626 = !DILocation(line: 23, column: 51, scope: !592)
!627 = !DILocation(line: 23, column: 45, scope: !592)
!628 = !DILocation(line: 23, column: 58, scope: !592)
!629 = !DILocation(line: 23, column: 37, scope: !592)
!630 = !DILocation(line: 23, column: 29, scope: !592)
!631 = !DILocation(line: 23, column: 13, scope: !592)
!632 = !DILocation(line: 23, column: 9, scope: !592)
!633 = distinct !DISubprogram(name: "kinetic_energy", scope: !447, file: !36, line: 46, type: !14, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !5, templateParams: !15)
!634 = !DILocation(line: 47, column: 22, scope: !633)
!635 = !DILocation(line: 46, column: 1, scope: !633)
!636 = !DILocation(line: 48, column: 7, scope: !637)
!637 = distinct !DILexicalBlock(scope: !633, file: !36, line: 47, column: 5)
!638 = !DILocation(line: 48, column: 5, scope: !637)
!639 = !DILocation(line: 48, column: 14, scope: !637)
!640 = !DILocation(line: 48, column: 45, scope: !637)
!641 = !DILocation(line: 49, column: 2, scope: !633)
!642 = distinct !DISubprogram(name: "mixed_math", scope: !447, file: !36, line: 29, type: !14, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !5, templateParams: !15)
!643 = !DILocation(line: 30, column: 15, scope: !642)
!644 = !DILocation(line: 29, column: 1, scope: !642)
!645 = !DILocation(line: 31, column: 7, scope: !646)
!646 = distinct !DILexicalBlock(scope: !642, file: !36, line: 30, column: 5)
!647 = !DILocation(line: 31, column: 21, scope: !646)
!648 = !DILocation(line: 31, column: 5, scope: !646)
!649 = !DILocation(line: 31, column: 38, scope: !646)
!650 = !DILocation(line: 31, column: 29, scope: !646)
!651 = !DILocation(line: 31, column: 45, scope: !646)
!652 = !DILocation(line: 31, column: 54, scope: !646)
!653 = !DILocation(line: 31, column: 66, scope: !646)
!654 = !DILocation(line: 31, column: 65, scope: !646)
!655 = !DILocation(line: 31, column: 74, scope: !646)
!656 = !DILocation(line: 31, column: 82, scope: !646)
!657 = !DILocation(line: 32, column: 2, scope: !642)
!658 = distinct !DISubprogram(name: "piecewise", scope: !447, file: !36, line: 35, type: !14, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !5, templateParams: !15)
!659 = !DILocation(line: 36, column: 8, scope: !658)
!660 = !DILocation(line: 38, column: 15, scope: !658)
!661 = !DILocation(line: 37, column: 9, scope: !658)
!662 = !DILocation(line: 36, column: 5, scope: !658)
!663 = !DILocation(line: 41, column: 11, scope: !658)
!664 = !DILocation(line: 39, column: 9, scope: !658)
!665 = !DILocation(line: 38, column: 12, scope: !658)
!666 = !DILocation(line: 35, column: 1, scope: !658)
!667 = !DILocation(line: 41, column: 9, scope: !658)
!668 = !DILocation(line: 43, column: 2, scope: !658)
