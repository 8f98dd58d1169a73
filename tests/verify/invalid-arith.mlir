// Verifier rules of arithmetic, comparison, select, cast and constant ops, in both spellings.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func @addi_on_float(%x: f32) {
  // expected-error@+1 {{'addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %y = addi %x, %x : f32
  return
}

// -----

func.func @addi_on_float(%x: f64) {
  // expected-error@+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'f64'}}
  %y = arith.muli %x, %x : f64
  return
}

// -----

func @addf_on_int(%x: i32) {
  // expected-error@+1 {{'addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %y = addf %x, %x : i32
  return
}

// -----

func.func @addf_on_int(%x: index) {
  // expected-error@+1 {{'arith.divf' op operand #0 must be floating-point-like, but got 'index'}}
  %y = arith.divf %x, %x : index
  return
}

// -----

func @binary_operand_types_differ(%x: f32, %y: f64) {
  // expected-error@+1 {{'addf' op requires the same type for all operands and results}}
  %z = "addf"(%x, %y) : (f32, f64) -> f32
  return
}

// -----

func.func @binary_result_type_differs(%x: i32) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}

// -----

func @negf_on_int(%x: i64) {
  // expected-error@+1 {{'negf' op operand #0 must be floating-point-like, but got 'i64'}}
  %y = negf %x : i64
  return
}

// -----

func.func @exp_on_int(%x: i32) {
  // expected-error@+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'i32'}}
  %y = math.exp %x : i32
  return
}

// -----

func @cmpi_on_float(%x: f32) {
  // expected-error@+1 {{custom op 'cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %c = cmpi "slt", %x, %x : f32
  return
}

// -----

func.func @cmpf_on_int(%x: i32) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %c = arith.cmpf ogt, %x, %x : i32
  return
}

// -----

func @cmpi_result_not_i1(%x: i32) {
  // expected-error@+1 {{'cmpi' op result #0 must be bool-like, but got 'i32'}}
  %c = "cmpi"(%x, %x) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_operand_types_differ(%x: i32, %y: i64) {
  // expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %c = "arith.cmpi"(%x, %y) <{predicate = 2 : i64}> : (i32, i64) -> i1
  return
}

// -----

func @cmpf_bad_predicate(%x: f32) {
  // expected-error@+1 {{'cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %c = "cmpf"(%x, %x) <{predicate = 42 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_missing_predicate(%x: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %c = "arith.cmpi"(%x, %x) : (i32, i32) -> i1
  return
}

// -----

func @select_cond_not_i1(%c: i32, %x: f32) {
  // expected-error@+1 {{'select' op operand #0 must be bool-like, but got 'i32'}}
  %y = "select"(%c, %x, %x) : (i32, f32, f32) -> f32
  return
}

// -----

func.func @select_type_mismatch(%c: i1, %x: f32, %y: f64) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %z = "arith.select"(%c, %x, %y) : (i1, f32, f64) -> f32
  return
}

// -----

func @index_cast_float(%x: f32) {
  // expected-error@+1 {{'index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %y = index_cast %x : f32 to index
  return
}

// -----

func.func @index_cast_int_to_int(%x: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %y = arith.index_cast %x : i32 to i64
  return
}

// -----

func @sitofp_from_float(%x: f32) {
  // expected-error@+1 {{'sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %y = sitofp %x : f32 to f64
  return
}

// -----

func.func @uitofp_from_index(%x: index) {
  // expected-error@+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %y = arith.uitofp %x : index to f32
  return
}

// -----

func @fptosi_to_float(%x: f32) {
  // expected-error@+1 {{'fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  %y = fptosi %x : f32 to f64
  return
}

// -----

func.func @fptoui_from_int(%x: i32) {
  // expected-error@+1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'i32'}}
  %y = arith.fptoui %x : i32 to i64
  return
}

// -----

func @extf_narrowing(%x: f64) {
  // expected-error@+1 {{'fpext' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %y = fpext %x : f64 to f32
  return
}

// -----

func.func @extf_narrowing(%x: f32) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %y = arith.extf %x : f32 to f32
  return
}

// -----

func @truncf_widening(%x: f32) {
  // expected-error@+1 {{'fptrunc' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %y = fptrunc %x : f32 to f64
  return
}

// -----

func.func @truncf_from_int(%x: i64) {
  // expected-error@+1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'i64'}}
  %y = arith.truncf %x : i64 to f32
  return
}

// -----

func @trunci_widening(%x: i8) {
  // expected-error@+1 {{'trunci' op operand type 'i8' and result type 'i32' are cast incompatible}}
  %y = trunci %x : i8 to i32
  return
}

// -----

func.func @trunci_widening(%x: i16) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i16' and result type 'i64' are cast incompatible}}
  %y = arith.trunci %x : i16 to i64
  return
}

// -----

func @sexti_narrowing(%x: i64) {
  // expected-error@+1 {{'sexti' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %y = sexti %x : i64 to i32
  return
}

// -----

func.func @extui_from_index(%x: index) {
  // expected-error@+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %y = arith.extui %x : index to i64
  return
}

// -----

func @bitcast_width_mismatch(%x: i32) {
  // expected-error@+1 {{'bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %y = bitcast %x : i32 to f64
  return
}

// -----

func.func @bitcast_index(%x: index) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %y = arith.bitcast %x : index to i64
  return
}

// -----

func @constant_type_mismatch() {
  // expected-error@+1 {{'constant' op failed to verify that all of {value, result} have same type}}
  %c = "constant"() <{value = 1 : i32}> : () -> i64
  return
}

// -----

func.func @constant_type_mismatch() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() <{value = 1.0 : f32}> : () -> f64
  return
}

// -----

func @constant_string_value() {
  // expected-error@+1 {{'constant' op failed to verify that all of {value, result} have same type}}
  %c = "constant"() <{value = "one"}> : () -> i32
  return
}

// -----

func.func @constant_missing_value() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %c = "arith.constant"() : () -> i32
  return
}

// -----

func.func @cmpi_generic_on_float(%x: f32) {
  // expected-error@+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %c = "arith.cmpi"(%x, %x) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_unknown_predicate(%x: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %c = arith.cmpi lt, %x, %x : i32
  return
}

// -----

func.func @addf_int_result(%x: f32) {
  // expected-error@+1 {{'arith.addf' op result #0 must be floating-point-like, but got 'i32'}}
  %y = "arith.addf"(%x, %x) : (f32, f32) -> i32
  return
}

// -----

func.func @addf_one_operand(%x: f32) {
  // expected-error@+1 {{'arith.addf' op expected 2 operands, but found 1}}
  %y = "arith.addf"(%x) : (f32) -> f32
  return
}

// -----

func.func @negf_two_results(%x: f32) {
  // expected-error@+1 {{'arith.negf' op requires one result}}
  %y:2 = "arith.negf"(%x) : (f32) -> (f32, f32)
  return
}

// -----

func.func @select_result_type(%c: i1, %x: f32) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %y = "arith.select"(%c, %x, %x) : (i1, f32, f32) -> f64
  return
}

// -----

func.func @index_cast_index_to_index(%x: index) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %y = arith.index_cast %x : index to index
  return
}

// -----

func.func @sitofp_to_int(%x: i32) {
  // expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %y = "arith.sitofp"(%x) : (i32) -> i32
  return
}

// -----

func.func @bitcast_same_type(%x: f32) -> f32 {
  // A bitcast between types of one width is fine, the same type included.
  %y = arith.bitcast %x : f32 to f32
  return %y : f32
}

// -----

func.func @constant_no_result_type() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i64
  return
}

// -----

// Unsigned integers (uiN) are not signless: arith takes none of them.
func.func @addi_on_unsigned(%x: ui8) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'ui8'}}
  %y = arith.addi %x, %x : ui8
  return
}

// -----

func.func @cmpi_on_unsigned(%x: ui32) {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'ui32'}}
  %y = arith.cmpi ult, %x, %x : ui32
  return
}

// -----

func.func @extui_from_unsigned(%x: ui8) {
  // expected-error@+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'ui8'}}
  %y = arith.extui %x : ui8 to i32
  return
}

// -----

func.func @constant_unsigned() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %c = arith.constant 3 : ui8
  return
}

// -----

func.func @index_castui_int_to_int(%x: i32) {
  // expected-error@+1 {{'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %y = arith.index_castui %x : i32 to i64
  return
}

// -----

func.func @index_castui_float(%x: f32) {
  // expected-error@+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %y = arith.index_castui %x : f32 to index
  return
}

// -----

func.func @ceildivui_on_float(%x: f32) {
  // expected-error@+1 {{'arith.ceildivui' op operand #0 must be signless-integer-like, but got 'f32'}}
  %y = arith.ceildivui %x, %x : f32
  return
}

// -----

func.func @erf_on_int(%x: i32) {
  // expected-error@+1 {{'math.erf' op operand #0 must be floating-point-like, but got 'i32'}}
  %y = math.erf %x : i32
  return
}

// -----

func.func @rsqrt_result_type(%x: f32) {
  // expected-error@+1 {{'math.rsqrt' op requires the same type for all operands and results}}
  %y = "math.rsqrt"(%x) : (f32) -> f64
  return
}

// -----

func.func @cmpi_predicate_out_of_range(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %r = "arith.cmpi"(%a, %a) {predicate = 42} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_no_predicate(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %r = arith.cmpi %a, %a : i32
  return
}

// -----

func.func @cmpf_type_as_predicate(%a: f32) {
  // expected-error@+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %r = arith.cmpf i1, %a, %a : f32
  return
}

// -----

func.func @constant_si32() {
  // expected-error @below {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 0 : si32
  return
}

// -----

func.func @addi_si32(%a: si32) {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "arith.addi"(%a, %a) : (si32, si32) -> si32
  return
}

// -----

func.func @cmpi_fastmath(%a: i32) -> i1 {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.cmpi eq, %a, %a fastmath<fast> : i32
  return %0 : i1
}
