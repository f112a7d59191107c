; ModuleID = 'rust_mpi.47973ff6b0f536a4-cgu.0'
source_filename = "rust_mpi.47973ff6b0f536a4-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_fad0cd83b7d1858a846a172eb260e593 = private unnamed_addr constant [42 x i8] c"is_aligned_to: align is not a power-of-two", align 1
@alloc_3d063512bd2a283debbda10df8c730ad = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/const_ptr.rs\00", align 1
@alloc_180ab55c3ad9891a0d81c48ca2ae33fa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3d063512bd2a283debbda10df8c730ad, [16 x i8] c"Q\00\00\00\00\00\00\00^\05\00\00\0D\00\00\00" }>, align 8
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_a28e8c8fd5088943a8b5d44af697ff83 = private unnamed_addr constant [279 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_5c1a2f972552229672fc942406cfc298 = private unnamed_addr constant [283 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts_mut requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_83d187fbb15c2050f0e69f8411943686 = private unnamed_addr constant [12 x i8] c"rust_mpi.rs\00", align 1
@alloc_5dddb7a58ae529c93a999342e3fb5371 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\004\00\00\00#\00\00\00" }>, align 8
@RSMPI_DOUBLE = external global i32
@alloc_254e0adcdb6b73e084ac9ef8775f0a15 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\00)\00\00\00\0D\00\00\00" }>, align 8
@RSMPI_COMM_WORLD = external global i32
@alloc_14adfe5555ecaeabcf08ed627faaece6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\00+\00\00\00\0D\00\00\00" }>, align 8
@alloc_bb0e34f987b802ee71779e8119961f49 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\00@\00\00\006\00\00\00" }>, align 8
@alloc_88bfb5085a97a9f03cee2b9c3c42dd08 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/non_null.rs\00", align 1
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8
@alloc_f9d3178e58f2ca1c0d5acb6ec302de89 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\003\00\00\00\16\00\00\00" }>, align 8
@alloc_c70f32ba9fb8c8e334ef8b77fbb8d459 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\004\00\00\008\00\00\00" }>, align 8
@alloc_157663cdecfc76053a5be073537c0e6e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\007\00\00\00\1B\00\00\00" }>, align 8
@RSMPI_SUM = external global i32
@alloc_4579c10be1c5ce781658040f4588bd24 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\007\00\00\005\00\00\00" }>, align 8
@alloc_8089355c5172a13f1efcda20e22325ee = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\008\00\00\00\1B\00\00\00" }>, align 8
@RSMPI_MAX = external global i32
@alloc_50c2fdc8267817ac8b4db1d8612ca8bc = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\008\00\00\005\00\00\00" }>, align 8
@alloc_a85cdf9f674925ae147d8179186f62b8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\00?\00\00\00\16\00\00\00" }>, align 8
@alloc_7abe8adeb88ccced2ac1e1577e6afe3b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_83d187fbb15c2050f0e69f8411943686, [16 x i8] c"\0B\00\00\00\00\00\00\00B\00\00\000\00\00\00" }>, align 8

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nonlazybind uwtable
define double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0fdfd81609a94e3aE"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %_4 = alloca [48 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 48, i1 false)
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc226dd6910cd1094E"(ptr align 8 %_4, double %init) #11
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nonlazybind uwtable
define double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h20db464fd02f922bE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5a813ed224e9db6dE"(ptr %self.0, ptr %self.1, double %init) #11
  ret double %_0
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc226dd6910cd1094E"(ptr align 8 %self, double %init) unnamed_addr #1 {
start:
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
  %_0 = call double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h489c748b41c5f4e0E"(ptr align 8 %self, double %init) #11
  ret double %_0
}

; <core::ops::range::RangeFrom<usize> as core::slice::index::SliceIndex<[T]>>::index
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @"_ZN110_$LT$core..ops..range..RangeFrom$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h1c308e8cf6cb2384E"(i64 %self, ptr align 8 %slice.0, i64 %slice.1, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp ugt i64 %self, %slice.1
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %new_len = sub nuw i64 %slice.1, %self
  %_11 = getelementptr inbounds nuw double, ptr %slice.0, i64 %self
  %1 = insertvalue { ptr, i64 } poison, ptr %_11, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %new_len, 1
  ret { ptr, i64 } %2

bb1:                                              ; preds = %start
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 %self, i64 %slice.1, i64 %slice.1, ptr align 8 %0) #12
  unreachable
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::get_unchecked
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h5af71799933397efE"(ptr align 8 %self, i64 %idx) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_4 = load i64, ptr %1, align 8
  %idx1 = add i64 %_4, %idx
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_5 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hd866335df64f3f0cE"(ptr align 8 %self, i64 %idx1) #11
  %_8 = getelementptr inbounds i8, ptr %self, i64 16
; invoke <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_7 = invoke align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hd866335df64f3f0cE"(ptr align 8 %_8, i64 %idx1)
          to label %bb2 unwind label %cleanup

bb3:                                              ; preds = %cleanup
  %2 = load ptr, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8
  %5 = insertvalue { ptr, i32 } poison, ptr %2, 0
  %6 = insertvalue { ptr, i32 } %5, i32 %4, 1
  resume { ptr, i32 } %6

cleanup:                                          ; preds = %start
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = extractvalue { ptr, i32 } %7, 0
  %9 = extractvalue { ptr, i32 } %7, 1
  store ptr %8, ptr %0, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %9, ptr %10, align 8
  br label %bb3

bb2:                                              ; preds = %start
  %11 = insertvalue { ptr, ptr } poison, ptr %_5, 0
  %12 = insertvalue { ptr, ptr } %11, ptr %_7, 1
  ret { ptr, ptr } %12
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::new
; Function Attrs: nonlazybind uwtable
define void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17hc6442c471da21398E"(ptr sret([48 x i8]) align 8 %_0, ptr %0, ptr %1, ptr %2, ptr %3) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %4 = alloca [16 x i8], align 8
  %b = alloca [16 x i8], align 8
  %a = alloca [16 x i8], align 8
  store ptr %0, ptr %a, align 8
  %5 = getelementptr inbounds i8, ptr %a, i64 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %b, align 8
  %6 = getelementptr inbounds i8, ptr %b, i64 8
  store ptr %3, ptr %6, align 8
; invoke core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
  %v1 = invoke i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17hfbbe25a2fb2d3222E(ptr align 8 %a)
          to label %bb1 unwind label %cleanup

bb3:                                              ; preds = %cleanup
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = load i32, ptr %8, align 8
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1
  resume { ptr, i32 } %11

cleanup:                                          ; preds = %bb2, %bb1, %start
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = extractvalue { ptr, i32 } %12, 1
  store ptr %13, ptr %4, align 8
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %14, ptr %15, align 8
  br label %bb3

bb1:                                              ; preds = %start
; invoke core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
  %v2 = invoke i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17hfbbe25a2fb2d3222E(ptr align 8 %b)
          to label %bb2 unwind label %cleanup

bb2:                                              ; preds = %bb1
; invoke core::cmp::Ord::min
  %len = invoke i64 @_ZN4core3cmp3Ord3min17hb5070cfc339b94abE(i64 %v1, i64 %v2)
          to label %bb6 unwind label %cleanup

bb6:                                              ; preds = %bb2
  %_8.0 = load ptr, ptr %a, align 8
  %16 = getelementptr inbounds i8, ptr %a, i64 8
  %_8.1 = load ptr, ptr %16, align 8
  %_9.0 = load ptr, ptr %b, align 8
  %17 = getelementptr inbounds i8, ptr %b, i64 8
  %_9.1 = load ptr, ptr %17, align 8
  store ptr %_8.0, ptr %_0, align 8
  %18 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %_8.1, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %_0, i64 16
  store ptr %_9.0, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %_9.1, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %_0, i64 32
  store i64 0, ptr %21, align 8
  %22 = getelementptr inbounds i8, ptr %_0, i64 40
  store i64 %len, ptr %22, align 8
  ret void
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h489c748b41c5f4e0E"(ptr align 8 %self, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_19 = alloca [1 x i8], align 1
  %_18 = alloca [1 x i8], align 1
  %_14 = alloca [24 x i8], align 8
  %_9 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  store i8 1, ptr %_19, align 1
  store double %init, ptr %accum, align 8
; invoke <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::size_hint
  invoke void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17ha1e2564cc36c6a92E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self)
          to label %bb1 unwind label %cleanup

bb13:                                             ; preds = %bb10, %bb11, %cleanup
  %1 = load i8, ptr %_19, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb12, label %bb7

cleanup:                                          ; preds = %start
  %3 = landingpad { ptr, i32 }
          cleanup
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  store ptr %4, ptr %0, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %5, ptr %6, align 8
  br label %bb13

bb1:                                              ; preds = %start
  %len = load i64, ptr %_6, align 8
  store i64 0, ptr %iter, align 8
  %7 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %len, ptr %7, align 8
  br label %bb2

bb2:                                              ; preds = %bb4, %bb1
  %_25 = load i64, ptr %iter, align 8
  %8 = getelementptr inbounds i8, ptr %iter, i64 8
  %_26 = load i64, ptr %8, align 8
  %_20 = icmp ult i64 %_25, %_26
  br i1 %_20, label %bb14, label %bb15

bb15:                                             ; preds = %bb2
  %_0 = load double, ptr %accum, align 8
  br label %bb5

bb14:                                             ; preds = %bb2
  %old = load i64, ptr %iter, align 8
  br label %bb16

bb5:                                              ; preds = %bb15
  ret double %_0

bb16:                                             ; preds = %bb14
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h1376e00060577ec4E"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #13
  br label %bb17

bb17:                                             ; preds = %bb16
  %_24 = add nuw i64 %old, 1
  store i64 %_24, ptr %iter, align 8
  %9 = getelementptr inbounds i8, ptr %_9, i64 8
  store i64 %old, ptr %9, align 8
  store i64 1, ptr %_9, align 8
  %10 = getelementptr inbounds i8, ptr %_9, i64 8
  %i = load i64, ptr %10, align 8
  store i8 0, ptr %_19, align 1
  store i8 1, ptr %_18, align 1
  %_15 = load double, ptr %accum, align 8
; invoke <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::get_unchecked
  %11 = invoke { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h5af71799933397efE"(ptr align 8 %self, i64 %i)
          to label %bb3 unwind label %cleanup1

bb11:                                             ; preds = %cleanup1
  %12 = load i8, ptr %_18, align 1
  %13 = trunc nuw i8 %12 to i1
  br i1 %13, label %bb10, label %bb13

cleanup1:                                         ; preds = %bb3, %bb17
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  %16 = extractvalue { ptr, i32 } %14, 1
  store ptr %15, ptr %0, align 8
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %16, ptr %17, align 8
  br label %bb11

bb3:                                              ; preds = %bb17
  %_16.0 = extractvalue { ptr, ptr } %11, 0
  %_16.1 = extractvalue { ptr, ptr } %11, 1
  store i8 0, ptr %_18, align 1
  store double %_15, ptr %_14, align 8
  %18 = getelementptr inbounds i8, ptr %_14, i64 8
  store ptr %_16.0, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %_16.1, ptr %19, align 8
  %20 = load double, ptr %_14, align 8
  %21 = getelementptr inbounds i8, ptr %_14, i64 8
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %21, i64 8
  %24 = load ptr, ptr %23, align 8
; invoke core::iter::adapters::map::map_fold::{{closure}}
  %_12 = invoke double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ded29f884ec4b8E"(ptr align 1 %f, double %20, ptr align 8 %22, ptr align 8 %24)
          to label %bb4 unwind label %cleanup1

bb4:                                              ; preds = %bb3
  store double %_12, ptr %accum, align 8
  br label %bb2

bb10:                                             ; preds = %bb11
  br label %bb13

bb7:                                              ; preds = %bb12, %bb13
  br label %bb8

bb12:                                             ; preds = %bb13
  br label %bb7

bb8:                                              ; preds = %bb7
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  %27 = load i32, ptr %26, align 8
  %28 = insertvalue { ptr, i32 } poison, ptr %25, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::size_hint
; Function Attrs: inlinehint nonlazybind uwtable
define void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17ha1e2564cc36c6a92E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 40
  %_3 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_4 = load i64, ptr %1, align 8
  %_2 = sub i64 %_3, %_4
  store i64 %_2, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %_2, ptr %3, align 8
  ret void
}

; std::f64::<impl f64>::sqrt
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h48b12a638c018340E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sqrt.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; <&f64 as core::ops::arith::Mul>::mul
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h971c7212a8b9e923E"(ptr align 8 %self, ptr align 8 %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_4 = load double, ptr %other, align 8
  %_0 = fmul double %_3, %_4
  ret double %_0
}

; core::cmp::Ord::min
; Function Attrs: inlinehint nonlazybind uwtable
define i64 @_ZN4core3cmp3Ord3min17hb5070cfc339b94abE(i64 %0, i64 %1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_6 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %other = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 8
  store i64 %0, ptr %self, align 8
  store i64 %1, ptr %other, align 8
  store i8 1, ptr %_6, align 1
  %_3.i = load i64, ptr %other, align 8
  %_4.i = load i64, ptr %self, align 8
  %_0.i = icmp ult i64 %_3.i, %_4.i
  br label %bb1

bb5:                                              ; preds = %cleanup
  br label %bb8

cleanup:                                          ; No predecessors!
  %3 = landingpad { ptr, i32 }
          cleanup
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  store ptr %4, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %5, ptr %6, align 8
  br label %bb5

bb1:                                              ; preds = %start
  br i1 %_0.i, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  store i8 0, ptr %_6, align 1
  %7 = load i64, ptr %self, align 8
  store i64 %7, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  %8 = load i64, ptr %other, align 8
  store i64 %8, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %9 = load i64, ptr %_0, align 8
  ret i64 %9

bb8:                                              ; preds = %bb5
  %10 = load i8, ptr %_6, align 1
  %11 = trunc nuw i8 %10 to i1
  br i1 %11, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load i32, ptr %13, align 8
  %15 = insertvalue { ptr, i32 } poison, ptr %12, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16

bb7:                                              ; preds = %bb8
  br label %bb6
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h1376e00060577ec4E"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #2 {
start:
  %_7.0 = add i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %_7.0, %lhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::is_aligned_to
; Function Attrs: inlinehint nonlazybind uwtable
define zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h5eb61d0a66bd48e8E"(ptr %self, i64 %align) unnamed_addr #1 {
start:
  %0 = alloca [4 x i8], align 4
  %1 = call i64 @llvm.ctpop.i64(i64 %align)
  %2 = trunc i64 %1 to i32
  store i32 %2, ptr %0, align 4
  %_8 = load i32, ptr %0, align 4
  %3 = icmp eq i32 %_8, 1
  br i1 %3, label %bb1, label %bb2

bb1:                                              ; preds = %start
  %_6 = ptrtoint ptr %self to i64
  %_7 = sub i64 %align, 1
  %_5 = and i64 %_6, %_7
  %_0 = icmp eq i64 %_5, 0
  ret i1 %_0

bb2:                                              ; preds = %start
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_fad0cd83b7d1858a846a172eb260e593, ptr inttoptr (i64 85 to ptr), ptr align 8 @alloc_180ab55c3ad9891a0d81c48ca2ae33fa) #12
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h9b89c6ccbf4055cbE"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #2 {
start:
  %_3 = icmp uge ptr %this, %origin
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_de4e626d456b04760e72bc785ed7e52a, ptr inttoptr (i64 403 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h88380dc71bc045d5E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nonlazybind uwtable
define void @_ZN4core4iter6traits8iterator8Iterator3map17hb928de35c6b0aedaE(ptr sret([48 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 48, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nonlazybind uwtable
define double @_ZN4core4iter6traits8iterator8Iterator3sum17h12247f98211f8725E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h811fa2750064e826E"(ptr align 8 %self)
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nonlazybind uwtable
define double @_ZN4core4iter6traits8iterator8Iterator3sum17h3600c54e561e74a2E(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h8e127c43d208a8ebE"(ptr %self.0, ptr %self.1)
  ret double %_0
}

; core::iter::traits::iterator::Iterator::zip
; Function Attrs: inlinehint nonlazybind uwtable
define void @_ZN4core4iter6traits8iterator8Iterator3zip17h23579ba8dfb6c28cE(ptr sret([48 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr %other.0, ptr %other.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_5 = alloca [1 x i8], align 1
  store i8 1, ptr %_5, align 1
; invoke <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = invoke { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17he02f8415e43b0019E"(ptr %other.0, ptr %other.1)
          to label %bb1 unwind label %cleanup

bb4:                                              ; preds = %cleanup
  %2 = load i8, ptr %_5, align 1
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb3, label %bb2

cleanup:                                          ; preds = %bb1, %start
  %4 = landingpad { ptr, i32 }
          cleanup
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  store ptr %5, ptr %0, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %6, ptr %7, align 8
  br label %bb4

bb1:                                              ; preds = %start
  %b.0 = extractvalue { ptr, ptr } %1, 0
  %b.1 = extractvalue { ptr, ptr } %1, 1
  store i8 0, ptr %_5, align 1
; invoke <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::new
  invoke void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17hc6442c471da21398E"(ptr sret([48 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr %b.0, ptr %b.1)
          to label %bb5 unwind label %cleanup

bb5:                                              ; preds = %bb1
  ret void

bb2:                                              ; preds = %bb3, %bb4
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = insertvalue { ptr, i32 } poison, ptr %8, 0
  %12 = insertvalue { ptr, i32 } %11, i32 %10, 1
  resume { ptr, i32 } %12

bb3:                                              ; preds = %bb4
  br label %bb2
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h78ffa3ba5f81476cE"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; invoke rust_mpi::norm_allreduce::{{closure}}
  %_7 = invoke double @"_ZN8rust_mpi14norm_allreduce28_$u7b$$u7b$closure$u7d$$u7d$17h1e0aa8c8f6cbf729E"(ptr align 1 %_1, ptr align 8 %elt)
          to label %bb1 unwind label %cleanup

bb5:                                              ; preds = %cleanup
  %1 = load i8, ptr %_10, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb4, label %bb3

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
  store i8 0, ptr %_10, align 1
; invoke <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = invoke double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h3f6af33669f0226aE"(ptr align 1 %_1, double %acc, double %_7)
          to label %bb2 unwind label %cleanup

bb2:                                              ; preds = %bb1
  ret double %_0

bb3:                                              ; preds = %bb4, %bb5
  %7 = load ptr, ptr %0, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1
  resume { ptr, i32 } %11

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf6ded29f884ec4b8E"(ptr align 1 %_1, double %acc, ptr align 8 %elt.0, ptr align 8 %elt.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; invoke rust_mpi::scale_by_global_dot::{{closure}}
  %_7 = invoke double @"_ZN8rust_mpi19scale_by_global_dot28_$u7b$$u7b$closure$u7d$$u7d$17h8d1ce0c62901ed3bE"(ptr align 1 %_1, ptr align 8 %elt.0, ptr align 8 %elt.1)
          to label %bb1 unwind label %cleanup

bb5:                                              ; preds = %cleanup
  %1 = load i8, ptr %_10, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb4, label %bb3

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
  store i8 0, ptr %_10, align 1
; invoke <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = invoke double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hd48ba470a097ed93E"(ptr align 1 %_1, double %acc, double %_7)
          to label %bb2 unwind label %cleanup

bb2:                                              ; preds = %bb1
  ret double %_0

bb3:                                              ; preds = %bb4, %bb5
  %7 = load ptr, ptr %0, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1
  resume { ptr, i32 } %11

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
; Function Attrs: nonlazybind uwtable
define i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17hfbbe25a2fb2d3222E(ptr align 8 %self) unnamed_addr #0 {
start:
  %_2 = alloca [24 x i8], align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h0eb141a62532aa05E"(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %self) #11
  %_0 = load i64, ptr %_2, align 8
  ret i64 %_0
}

; core::array::<impl core::ops::index::Index<I> for [T; N]>::index
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @"_ZN4core5array85_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$5index17h02231e6140eaa01cE"(ptr align 8 %self, i64 %index, ptr align 8 %0) unnamed_addr #1 {
start:
; call <core::ops::range::RangeFrom<usize> as core::slice::index::SliceIndex<[T]>>::index
  %1 = call { ptr, i64 } @"_ZN110_$LT$core..ops..range..RangeFrom$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h1c308e8cf6cb2384E"(i64 %index, ptr align 8 %self, i64 2, ptr align 8 %0) #11
  %_0.0.i = extractvalue { ptr, i64 } %1, 0
  %_0.1.i = extractvalue { ptr, i64 } %1, 1
  %_0.0 = extractvalue { ptr, i64 } %1, 0
  %_0.1 = extractvalue { ptr, i64 } %1, 1
  %2 = insertvalue { ptr, i64 } poison, ptr %_0.0, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_0.1, 1
  ret { ptr, i64 } %3
}

; core::array::<impl core::ops::index::Index<I> for [T; N]>::index
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @"_ZN4core5array85_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$5index17h5acf2bb953a235fcE"(ptr align 8 %self, i64 %index, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3.i.i.i = alloca [16 x i8], align 8
  %1 = getelementptr inbounds i8, ptr %_3.i.i.i, i64 8
  store i64 %index, ptr %1, align 8
  store i64 1, ptr %_3.i.i.i, align 8
  %2 = getelementptr inbounds i8, ptr %_3.i.i.i, i64 8
  %new_len.i.i.i = load i64, ptr %2, align 8
  %_7.i.i.i = icmp ule i64 %index, 2
  br i1 %_7.i.i.i, label %"_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17h1649b709b9903f7fE.exit", label %bb2.i.i.i

bb2.i.i.i:                                        ; preds = %start
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 0, i64 %index, i64 2, ptr align 8 %0) #12
  unreachable

"_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17h1649b709b9903f7fE.exit": ; preds = %start
  %3 = insertvalue { ptr, i64 } poison, ptr %self, 0
  %4 = insertvalue { ptr, i64 } %3, i64 %new_len.i.i.i, 1
  %5 = insertvalue { ptr, i64 } poison, ptr %self, 0
  %6 = insertvalue { ptr, i64 } %5, i64 %new_len.i.i.i, 1
  %7 = insertvalue { ptr, i64 } poison, ptr %self, 0
  %8 = insertvalue { ptr, i64 } %7, i64 %new_len.i.i.i, 1
  %_0.0 = extractvalue { ptr, i64 } %8, 0
  %_0.1 = extractvalue { ptr, i64 } %8, 1
  %9 = insertvalue { ptr, i64 } poison, ptr %_0.0, 0
  %10 = insertvalue { ptr, i64 } %9, i64 %_0.1, 1
  ret { ptr, i64 } %10
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h68ebe8ddb625c789E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hfbfff3067afc3226E"(ptr align 8 %self.0, i64 %self.1) #11
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter_mut
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17h79c15fa9732371a6E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::IterMut<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter16IterMut$LT$T$GT$3new17hbfd60f827ea3fd06E"(ptr align 8 %self.0, i64 %self.1) #11
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::raw::from_raw_parts
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h722cee4fbf7c62afE(ptr %data, i64 %len, ptr align 8 %0) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17hc7aacbe59931c063E(ptr %data, i64 8, i64 8, i64 %len, ptr align 8 %0) #13
  br label %bb3

bb3:                                              ; preds = %bb1
  %1 = insertvalue { ptr, i64 } poison, ptr %data, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %len, 1
  ret { ptr, i64 } %2
}

; core::slice::raw::from_raw_parts::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw14from_raw_parts18precondition_check17hc7aacbe59931c063E(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; invoke core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = invoke zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h5eb61d0a66bd48e8E"(ptr %data, i64 %align)
          to label %bb8 unwind label %terminate

terminate:                                        ; preds = %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #15
  unreachable

bb8:                                              ; preds = %start
  br i1 %_11, label %bb6, label %bb7

bb7:                                              ; preds = %bb8
  br label %bb4

bb6:                                              ; preds = %bb8
  %_13 = ptrtoint ptr %data to i64
  %_12 = icmp eq i64 %_13, 0
  %_5 = xor i1 %_12, true
  br i1 %_5, label %bb1, label %bb4

bb4:                                              ; preds = %bb6, %bb7
  br label %bb5

bb1:                                              ; preds = %bb6
  %2 = icmp eq i64 %size, 0
  br i1 %2, label %bb9, label %bb10

bb5:                                              ; preds = %bb3, %bb4
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_a28e8c8fd5088943a8b5d44af697ff83, ptr inttoptr (i64 559 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb9:                                              ; preds = %bb1
  store i64 -1, ptr %max_len, align 8
  br label %bb11

bb10:                                             ; preds = %bb1
  %3 = udiv i64 9223372036854775807, %size
  store i64 %3, ptr %max_len, align 8
  br label %bb11

bb11:                                             ; preds = %bb10, %bb9
  %4 = load i64, ptr %max_len, align 8
  %_7 = icmp ule i64 %len, %4
  br i1 %_7, label %bb2, label %bb3

bb3:                                              ; preds = %bb11
  br label %bb5

bb2:                                              ; preds = %bb11
  ret void
}

; core::slice::raw::from_raw_parts_mut
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @_ZN4core5slice3raw18from_raw_parts_mut17hc120c75126bd1bdbE(ptr %data, i64 %len, ptr align 8 %0) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h9cff59f2898fe32cE(ptr %data, i64 8, i64 8, i64 %len, ptr align 8 %0) #13
  br label %bb3

bb3:                                              ; preds = %bb1
  %1 = insertvalue { ptr, i64 } poison, ptr %data, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %len, 1
  ret { ptr, i64 } %2
}

; core::slice::raw::from_raw_parts_mut::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h9cff59f2898fe32cE(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; invoke core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = invoke zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h5eb61d0a66bd48e8E"(ptr %data, i64 %align)
          to label %bb8 unwind label %terminate

terminate:                                        ; preds = %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #15
  unreachable

bb8:                                              ; preds = %start
  br i1 %_11, label %bb6, label %bb7

bb7:                                              ; preds = %bb8
  br label %bb4

bb6:                                              ; preds = %bb8
  %_13 = ptrtoint ptr %data to i64
  %_12 = icmp eq i64 %_13, 0
  %_5 = xor i1 %_12, true
  br i1 %_5, label %bb1, label %bb4

bb4:                                              ; preds = %bb6, %bb7
  br label %bb5

bb1:                                              ; preds = %bb6
  %2 = icmp eq i64 %size, 0
  br i1 %2, label %bb9, label %bb10

bb5:                                              ; preds = %bb3, %bb4
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_5c1a2f972552229672fc942406cfc298, ptr inttoptr (i64 567 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb9:                                              ; preds = %bb1
  store i64 -1, ptr %max_len, align 8
  br label %bb11

bb10:                                             ; preds = %bb1
  %3 = udiv i64 9223372036854775807, %size
  store i64 %3, ptr %max_len, align 8
  br label %bb11

bb11:                                             ; preds = %bb10, %bb9
  %4 = load i64, ptr %max_len, align 8
  %_7 = icmp ule i64 %len, %4
  br i1 %_7, label %bb2, label %bb3

bb3:                                              ; preds = %bb11
  br label %bb5

bb2:                                              ; preds = %bb11
  ret void
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hfbfff3067afc3226E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw double, ptr %slice.0, i64 %slice.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::iter::IterMut<T>::new
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice4iter16IterMut$LT$T$GT$3new17hbfd60f827ea3fd06E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds nuw double, ptr %slice.0, i64 %slice.1
  store ptr %0, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %1 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2

bb1:                                              ; No predecessors!
  unreachable
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h811fa2750064e826E"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0fdfd81609a94e3aE"(ptr align 8 %iter, double -0.000000e+00)
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h8e127c43d208a8ebE"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h20db464fd02f922bE"(ptr %iter.0, ptr %iter.1, double -0.000000e+00)
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h3f6af33669f0226aE"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hd48ba470a097ed93E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h601cabd0e4893270E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17he02f8415e43b0019E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; rust_mpi::norm_allreduce::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN8rust_mpi14norm_allreduce28_$u7b$$u7b$closure$u7d$$u7d$17h1e0aa8c8f6cbf729E"(ptr align 1 %_1, ptr align 8 %v) unnamed_addr #1 {
start:
; call <&f64 as core::ops::arith::Mul>::mul
  %_0 = call double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h971c7212a8b9e923E"(ptr align 8 %v, ptr align 8 %v, ptr align 8 @alloc_5dddb7a58ae529c93a999342e3fb5371) #11
  ret double %_0
}

; rust_mpi::all_reduce_into
; Function Attrs: noinline nonlazybind uwtable
define internal void @_ZN8rust_mpi15all_reduce_into17h0e4f15949deaa20dE(ptr align 8 %local.0, i64 %local.1, ptr align 8 %global.0, i64 %global.1, i32 %op) unnamed_addr #3 {
start:
  %_9 = trunc i64 %local.1 to i32
  %_28 = icmp eq i64 ptrtoint (ptr @RSMPI_DOUBLE to i64), 0
  %_29 = and i1 %_28, true
  %_30 = xor i1 %_29, true
  br i1 %_30, label %bb6, label %panic

bb6:                                              ; preds = %start
  %_11 = load i32, ptr @RSMPI_DOUBLE, align 4
  %_34 = icmp eq i64 ptrtoint (ptr @RSMPI_COMM_WORLD to i64), 0
  %_35 = and i1 %_34, true
  %_36 = xor i1 %_35, true
  br i1 %_36, label %bb7, label %panic1

panic:                                            ; preds = %start
; call core::panicking::panic_null_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8 @alloc_254e0adcdb6b73e084ac9ef8775f0a15) #14
  unreachable

bb7:                                              ; preds = %bb6
  %_13 = load i32, ptr @RSMPI_COMM_WORLD, align 4
  %_4 = call i32 @MPI_Allreduce(ptr %local.0, ptr %global.0, i32 %_9, i32 %_11, i32 %op, i32 %_13) #16
  ret void

panic1:                                           ; preds = %bb6
; call core::panicking::panic_null_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8 @alloc_14adfe5555ecaeabcf08ed627faaece6) #14
  unreachable
}

; rust_mpi::scale_by_global_dot::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN8rust_mpi19scale_by_global_dot28_$u7b$$u7b$closure$u7d$$u7d$17h8d1ce0c62901ed3bE"(ptr align 1 %_1, ptr align 8 %_2.0, ptr align 8 %_2.1) unnamed_addr #1 {
start:
; call <&f64 as core::ops::arith::Mul>::mul
  %_0 = call double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h971c7212a8b9e923E"(ptr align 8 %_2.0, ptr align 8 %_2.1, ptr align 8 @alloc_bb0e34f987b802ee71779e8119961f49) #11
  ret double %_0
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
; Function Attrs: inlinehint nonlazybind uwtable
define align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hd866335df64f3f0cE"(ptr align 8 %self, i64 %idx) unnamed_addr #1 {
start:
  %_5 = load ptr, ptr %self, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_5, i64 %idx
  ret ptr %_3
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5a813ed224e9db6dE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  br label %bb2

bb2:                                              ; preds = %start
  %1 = icmp eq ptr %self.0, %self.1
  %2 = zext i1 %1 to i8
  store i8 %2, ptr %_4, align 1
  br label %bb3

bb3:                                              ; preds = %bb2
  %3 = load i8, ptr %_4, align 1
  %4 = trunc nuw i8 %3 to i1
  br i1 %4, label %bb4, label %bb5

bb5:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store i8 1, ptr %_31, align 1
  store double %init, ptr %acc, align 8
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store double %init, ptr %_0, align 8
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h9b89c6ccbf4055cbE"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %5 = ptrtoint ptr %self.1 to i64
  %6 = ptrtoint ptr %self.0 to i64
  %7 = sub nuw i64 %5, %6
  %8 = udiv exact i64 %7, 8
  store i64 %8, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; invoke core::panicking::panic
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #17
          to label %unreachable unwind label %cleanup

bb16:                                             ; preds = %cleanup
  %9 = load i8, ptr %_31, align 1
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %bb15, label %bb13

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
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; invoke core::iter::adapters::map::map_fold::{{closure}}
  %_18 = invoke double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h78ffa3ba5f81476cE"(ptr align 1 %f, double %_21, ptr align 8 %_45)
          to label %bb9 unwind label %cleanup

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %15 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h1376e00060577ec4E"(i64 %15, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #13
  br label %bb27

bb27:                                             ; preds = %bb26
  %16 = load i64, ptr %i, align 8
  %_27 = add nuw i64 %16, 1
  store i64 %_27, ptr %i, align 8
  %_29 = load i64, ptr %i, align 8
  %_30 = load i64, ptr %len, align 8
  %_28 = icmp eq i64 %_29, %_30
  br i1 %_28, label %bb10, label %bb11

bb11:                                             ; preds = %bb27
  br label %bb8

bb10:                                             ; preds = %bb27
  %17 = load double, ptr %acc, align 8
  store double %17, ptr %_0, align 8
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  %18 = load double, ptr %_0, align 8
  ret double %18

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %19 = load i8, ptr %_32, align 1
  %20 = trunc nuw i8 %19 to i1
  br i1 %20, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %21 = load ptr, ptr %0, align 8
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  %23 = load i32, ptr %22, align 8
  %24 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1
  resume { ptr, i32 } %25

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nonlazybind uwtable
define void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h0eb141a62532aa05E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %exact = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %subtracted = load ptr, ptr %self, align 8
  br label %bb5

bb5:                                              ; preds = %bb2
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h9b89c6ccbf4055cbE"(ptr %_5, ptr %subtracted, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
  br label %bb7

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb7
  br label %bb9

bb9:                                              ; preds = %bb8
  %1 = ptrtoint ptr %_5 to i64
  %2 = ptrtoint ptr %subtracted to i64
  %3 = sub nuw i64 %1, %2
  %4 = udiv exact i64 %3, 8
  store i64 %4, ptr %exact, align 8
  br label %bb3

bb10:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #12
  unreachable

bb3:                                              ; preds = %bb9
  %_7 = load i64, ptr %exact, align 8
  %_8.1 = load i64, ptr %exact, align 8
  store i64 %_7, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %_8.1, ptr %6, align 8
  ret void

bb1:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::IterMut<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nonlazybind uwtable
define align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h5f61f7387f762490E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_7 = icmp eq ptr %ptr, %end_or_len
  br i1 %_7, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_17 = getelementptr inbounds nuw double, ptr %ptr, i64 1
  store ptr %_17, ptr %self, align 8
  br label %bb7

bb5:                                              ; preds = %bb4
  store ptr null, ptr %_0, align 8
  br label %bb8

bb7:                                              ; preds = %bb6
  store ptr %ptr, ptr %_0, align 8
  br label %bb8

bb8:                                              ; preds = %bb5, %bb7
  %1 = load ptr, ptr %_0, align 8
  ret ptr %1

bb1:                                              ; No predecessors!
  unreachable

bb2:                                              ; No predecessors!
  unreachable

bb3:                                              ; No predecessors!
  unreachable

bb9:                                              ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define double @norm_allreduce(ptr %x, i64 %n, double %s) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %max = alloca [8 x i8], align 8
  %sum = alloca [8 x i8], align 8
  %local = alloca [16 x i8], align 8
; invoke core::slice::raw::from_raw_parts
  %0 = invoke { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h722cee4fbf7c62afE(ptr %x, i64 %n, ptr align 8 @alloc_f9d3178e58f2ca1c0d5acb6ec302de89)
          to label %bb1 unwind label %terminate

terminate:                                        ; preds = %bb9, %bb16, %bb7, %bb15, %bb5, %panic, %bb3, %bb2, %bb1, %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #15
  unreachable

bb1:                                              ; preds = %start
  %x.0 = extractvalue { ptr, i64 } %0, 0
  %x.1 = extractvalue { ptr, i64 } %0, 1
; invoke core::slice::<impl [T]>::iter
  %2 = invoke { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h68ebe8ddb625c789E"(ptr align 8 %x.0, i64 %x.1)
          to label %bb2 unwind label %terminate

bb2:                                              ; preds = %bb1
  %_8.0 = extractvalue { ptr, ptr } %2, 0
  %_8.1 = extractvalue { ptr, ptr } %2, 1
; invoke core::iter::traits::iterator::Iterator::map
  %3 = invoke { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h88380dc71bc045d5E(ptr %_8.0, ptr %_8.1)
          to label %bb3 unwind label %terminate

bb3:                                              ; preds = %bb2
  %_7.0 = extractvalue { ptr, ptr } %3, 0
  %_7.1 = extractvalue { ptr, ptr } %3, 1
; invoke core::iter::traits::iterator::Iterator::sum
  %_6 = invoke double @_ZN4core4iter6traits8iterator8Iterator3sum17h3600c54e561e74a2E(ptr %_7.0, ptr %_7.1)
          to label %bb4 unwind label %terminate

bb4:                                              ; preds = %bb3
  %_13 = icmp ult i64 0, %x.1
  br i1 %_13, label %bb5, label %panic

bb5:                                              ; preds = %bb4
  %4 = getelementptr inbounds nuw double, ptr %x.0, i64 0
  %_10 = load double, ptr %4, align 8
  %_9 = fmul double %_10, %s
  %5 = getelementptr inbounds nuw double, ptr %local, i64 0
  store double %_6, ptr %5, align 8
  %6 = getelementptr inbounds nuw double, ptr %local, i64 1
  store double %_9, ptr %6, align 8
  %7 = getelementptr inbounds nuw double, ptr %sum, i64 0
  store double 0.000000e+00, ptr %7, align 8
  %8 = getelementptr inbounds nuw double, ptr %max, i64 0
  store double 0.000000e+00, ptr %8, align 8
; invoke core::array::<impl core::ops::index::Index<I> for [T; N]>::index
  %9 = invoke { ptr, i64 } @"_ZN4core5array85_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$5index17h5acf2bb953a235fcE"(ptr align 8 %local, i64 1, ptr align 8 @alloc_157663cdecfc76053a5be073537c0e6e)
          to label %bb6 unwind label %terminate

panic:                                            ; preds = %bb4
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 0, i64 %x.1, ptr align 8 @alloc_c70f32ba9fb8c8e334ef8b77fbb8d459) #17
          to label %unreachable unwind label %terminate

unreachable:                                      ; preds = %panic
  unreachable

bb6:                                              ; preds = %bb5
  %_17.0 = extractvalue { ptr, i64 } %9, 0
  %_17.1 = extractvalue { ptr, i64 } %9, 1
  %_52 = icmp eq i64 ptrtoint (ptr @RSMPI_SUM to i64), 0
  %_53 = and i1 %_52, true
  %_54 = xor i1 %_53, true
  br i1 %_54, label %bb15, label %panic1

bb15:                                             ; preds = %bb6
  %_22 = load i32, ptr @RSMPI_SUM, align 4
; invoke rust_mpi::all_reduce_into
  invoke void @_ZN8rust_mpi15all_reduce_into17h0e4f15949deaa20dE(ptr align 8 %_17.0, i64 %_17.1, ptr align 8 %sum, i64 1, i32 %_22)
          to label %bb7 unwind label %terminate

panic1:                                           ; preds = %bb6
; call core::panicking::panic_null_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8 @alloc_4579c10be1c5ce781658040f4588bd24) #14
  unreachable

bb7:                                              ; preds = %bb15
; invoke core::array::<impl core::ops::index::Index<I> for [T; N]>::index
  %10 = invoke { ptr, i64 } @"_ZN4core5array85_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$5index17h02231e6140eaa01cE"(ptr align 8 %local, i64 1, ptr align 8 @alloc_8089355c5172a13f1efcda20e22325ee)
          to label %bb8 unwind label %terminate

bb8:                                              ; preds = %bb7
  %_25.0 = extractvalue { ptr, i64 } %10, 0
  %_25.1 = extractvalue { ptr, i64 } %10, 1
  %_58 = icmp eq i64 ptrtoint (ptr @RSMPI_MAX to i64), 0
  %_59 = and i1 %_58, true
  %_60 = xor i1 %_59, true
  br i1 %_60, label %bb16, label %panic2

bb16:                                             ; preds = %bb8
  %_30 = load i32, ptr @RSMPI_MAX, align 4
; invoke rust_mpi::all_reduce_into
  invoke void @_ZN8rust_mpi15all_reduce_into17h0e4f15949deaa20dE(ptr align 8 %_25.0, i64 %_25.1, ptr align 8 %max, i64 1, i32 %_30)
          to label %bb9 unwind label %terminate

panic2:                                           ; preds = %bb8
; call core::panicking::panic_null_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8 @alloc_50c2fdc8267817ac8b4db1d8612ca8bc) #14
  unreachable

bb9:                                              ; preds = %bb16
  %11 = getelementptr inbounds nuw double, ptr %sum, i64 0
  %_33 = load double, ptr %11, align 8
; invoke std::f64::<impl f64>::sqrt
  %_32 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h48b12a638c018340E"(double %_33)
          to label %bb11 unwind label %terminate

bb11:                                             ; preds = %bb9
  %12 = getelementptr inbounds nuw double, ptr %max, i64 0
  %_36 = load double, ptr %12, align 8
  %_0 = fadd double %_32, %_36
  ret double %_0
}

; Function Attrs: nounwind nonlazybind uwtable
define void @scale_by_global_dot(ptr %y, i64 %n) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %_23 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %dot = alloca [8 x i8], align 8
  %_7 = alloca [48 x i8], align 8
  %_6 = alloca [48 x i8], align 8
  %local = alloca [8 x i8], align 8
; invoke core::slice::raw::from_raw_parts_mut
  %0 = invoke { ptr, i64 } @_ZN4core5slice3raw18from_raw_parts_mut17hc120c75126bd1bdbE(ptr %y, i64 %n, ptr align 8 @alloc_a85cdf9f674925ae147d8179186f62b8)
          to label %bb1 unwind label %terminate

terminate:                                        ; preds = %bb10, %bb8, %bb7, %bb17, %bb5, %bb4, %bb3, %bb2, %bb1, %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #15
  unreachable

bb1:                                              ; preds = %start
  %y.0 = extractvalue { ptr, i64 } %0, 0
  %y.1 = extractvalue { ptr, i64 } %0, 1
; invoke core::slice::<impl [T]>::iter
  %2 = invoke { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h68ebe8ddb625c789E"(ptr align 8 %y.0, i64 %y.1)
          to label %bb2 unwind label %terminate

bb2:                                              ; preds = %bb1
  %_8.0 = extractvalue { ptr, ptr } %2, 0
  %_8.1 = extractvalue { ptr, ptr } %2, 1
; invoke core::slice::<impl [T]>::iter
  %3 = invoke { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h68ebe8ddb625c789E"(ptr align 8 %y.0, i64 %y.1)
          to label %bb3 unwind label %terminate

bb3:                                              ; preds = %bb2
  %_10.0 = extractvalue { ptr, ptr } %3, 0
  %_10.1 = extractvalue { ptr, ptr } %3, 1
; invoke core::iter::traits::iterator::Iterator::zip
  invoke void @_ZN4core4iter6traits8iterator8Iterator3zip17h23579ba8dfb6c28cE(ptr sret([48 x i8]) align 8 %_7, ptr %_8.0, ptr %_8.1, ptr %_10.0, ptr %_10.1)
          to label %bb4 unwind label %terminate

bb4:                                              ; preds = %bb3
; invoke core::iter::traits::iterator::Iterator::map
  invoke void @_ZN4core4iter6traits8iterator8Iterator3map17hb928de35c6b0aedaE(ptr sret([48 x i8]) align 8 %_6, ptr align 8 %_7)
          to label %bb5 unwind label %terminate

bb5:                                              ; preds = %bb4
; invoke core::iter::traits::iterator::Iterator::sum
  %_5 = invoke double @_ZN4core4iter6traits8iterator8Iterator3sum17h12247f98211f8725E(ptr align 8 %_6)
          to label %bb6 unwind label %terminate

bb6:                                              ; preds = %bb5
  %4 = getelementptr inbounds nuw double, ptr %local, i64 0
  store double %_5, ptr %4, align 8
  %5 = getelementptr inbounds nuw double, ptr %dot, i64 0
  store double 0.000000e+00, ptr %5, align 8
  %_38 = icmp eq i64 ptrtoint (ptr @RSMPI_SUM to i64), 0
  %_39 = and i1 %_38, true
  %_40 = xor i1 %_39, true
  br i1 %_40, label %bb17, label %panic

bb17:                                             ; preds = %bb6
  %_18 = load i32, ptr @RSMPI_SUM, align 4
; invoke rust_mpi::all_reduce_into
  invoke void @_ZN8rust_mpi15all_reduce_into17h0e4f15949deaa20dE(ptr align 8 %local, i64 1, ptr align 8 %dot, i64 1, i32 %_18)
          to label %bb7 unwind label %terminate

panic:                                            ; preds = %bb6
; call core::panicking::panic_null_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8 @alloc_7abe8adeb88ccced2ac1e1577e6afe3b) #14
  unreachable

bb7:                                              ; preds = %bb17
; invoke core::slice::<impl [T]>::iter_mut
  %6 = invoke { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17h79c15fa9732371a6E"(ptr align 8 %y.0, i64 %y.1)
          to label %bb8 unwind label %terminate

bb8:                                              ; preds = %bb7
  %_21.0 = extractvalue { ptr, ptr } %6, 0
  %_21.1 = extractvalue { ptr, ptr } %6, 1
; invoke <I as core::iter::traits::collect::IntoIterator>::into_iter
  %7 = invoke { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h601cabd0e4893270E"(ptr %_21.0, ptr %_21.1)
          to label %bb9 unwind label %terminate

bb9:                                              ; preds = %bb8
  %_20.0 = extractvalue { ptr, ptr } %7, 0
  %_20.1 = extractvalue { ptr, ptr } %7, 1
  store ptr %_20.0, ptr %iter, align 8
  %8 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %_20.1, ptr %8, align 8
  br label %bb10

bb10:                                             ; preds = %bb13, %bb9
; invoke <core::slice::iter::IterMut<T> as core::iter::traits::iterator::Iterator>::next
  %9 = invoke align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h5f61f7387f762490E"(ptr align 8 %iter)
          to label %bb11 unwind label %terminate

bb11:                                             ; preds = %bb10
  store ptr %9, ptr %_23, align 8
  %10 = load ptr, ptr %_23, align 8
  %11 = ptrtoint ptr %10 to i64
  %12 = icmp eq i64 %11, 0
  %_25 = select i1 %12, i64 0, i64 1
  %13 = trunc nuw i64 %_25 to i1
  br i1 %13, label %bb13, label %bb14

bb13:                                             ; preds = %bb11
  %v = load ptr, ptr %_23, align 8
  %14 = getelementptr inbounds nuw double, ptr %dot, i64 0
  %_27 = load double, ptr %14, align 8
  %15 = load double, ptr %v, align 8
  %16 = fmul double %15, %_27
  store double %16, ptr %v, align 8
  br label %bb10

bb14:                                             ; preds = %bb11
  ret void

bb12:                                             ; No predecessors!
  unreachable
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64, i64, i64, ptr align 8) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #7

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr, ptr, ptr align 8) unnamed_addr #6

; core::panicking::panic_cannot_unwind
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() unnamed_addr #9

; core::panicking::panic_null_pointer_dereference
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8) unnamed_addr #9

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @MPI_Allreduce(ptr, ptr, i32, i32, i32, i32) unnamed_addr #4

; core::panicking::panic
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1, i64, ptr align 8) unnamed_addr #6

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #10

attributes #0 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { inlinehint }
attributes #12 = { noinline noreturn }
attributes #13 = { inlinehint nounwind }
attributes #14 = { noinline noreturn nounwind }
attributes #15 = { cold noreturn nounwind }
attributes #16 = { nounwind }
attributes #17 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
