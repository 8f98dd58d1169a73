/* parser.y: bison grammar of loopc's MLIR-style text; one rule per op syntax class (ir/ops.def SYN_*). */
%code top {
/* Generated from frontend/parser.y. */
}

%code requires {
#include "parse_internal.h"
#ifndef YY_TYPEDEF_YY_SCANNER_T
#define YY_TYPEDEF_YY_SCANNER_T
typedef void *yyscan_t;
#endif
}

%code {
#include <stdio.h>
#include <string.h>

#define YYSTYPE LOOPC_YYSTYPE
#define YYLTYPE LOOPC_YYLTYPE
/* Raw flex scanner (lexer.l); the bison-facing loopc_yylex below adds error recovery. */
#define YY_DECL int lex_raw(YYSTYPE *yylval_param, YYLTYPE *yylloc_param, yyscan_t yyscanner)
#include "lexer.h"
int lex_raw(YYSTYPE *yylval_param, YYLTYPE *yylloc_param, yyscan_t yyscanner);

/* The parse stack lives on the heap; deep nesting only costs memory. */
#define YYMAXDEPTH 10000000
#define YYINITDEPTH 1000

/* Bison's own code trips these with -Wall -Wextra. */
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wsign-compare"

static int loopc_yylex(YYSTYPE *lval, YYLTYPE *lloc, yyscan_t scanner, Parser *p);
static void loopc_yyerror(YYLTYPE *lloc, yyscan_t scanner, Parser *p, const char *msg) {
  (void)scanner;
  p->nsyntax++;
  if (p->stop)
    return;
  perror_at(p, ploc(p, lloc), "%s", msg);
}
static Vec *ref_vec(Parser *p, Vec *v, Str tok, const ParseLoc *l);
static void global_name_error(Parser *p, OpHead *h, const ParseLoc *l);
static Vec *ptr_vec(Parser *p, Vec *v, void *x);
static Vec *arg_vec(Parser *p, Vec *v, Str name, const ParseLoc *l, IrType *type, Str init,
                    const ParseLoc *il);
static Vec *res_vec(Parser *p, Vec *v, Str name, Str count, const ParseLoc *l);
static Str no_str(void) { Str s = {NULL, 0, 0}; return s; }
}

%define api.pure full
%define api.prefix {loopc_yy}
%define api.location.type {ParseLoc}
%define parse.error custom
%define parse.lac full
%locations
%param {yyscan_t scanner} {Parser *p}

%union {
  Str str;
  IrType *type;
  IrAttr *attr;
  IrRegion *region;
  IrOp *op;
  Vec *vec;
  OpHead *head;
  int num;
}

%token <str> VALUE_ID "SSA value" RESULT_ID "result name" SYMBOL "symbol" CARET_ID "block label" HASH_ID "attribute alias"
%token <str> BARE_ID "identifier" INTEGER "integer" FLOAT "float" STRING "string"
%token <str> OPAQUE_TYPE "dialect type" OPAQUE_ATTR "dialect attribute" LOC "location" DIM "dimension"
%token <str> DIALECT_TYPE "registered dialect type"
%token <str> AFFINE "affine map or set"
%token <str> INVALID "invalid token"
/* Never lexed: the first token when parse_dense_literal reads a literal alone. */
%token START_DENSE_LITERAL "dense literal"
%token <str> T_INDEX "index" T_INT "integer type" T_F16 "f16" T_BF16 "bf16" T_F32 "f32" T_F64 "f64"
%token <str> T_NONE "none" T_MEMREF "memref" T_TENSOR "tensor"
%token <str> KW_TO "to" KW_STEP "step" KW_ITER_ARGS "iter_args" KW_ELSE "else" KW_DO "do"
%token <str> KW_INIT "init" KW_ATTRIBUTES "attributes" KW_VISIBILITY "visibility"
%token <str> KW_TRUE "true" KW_FALSE "false" KW_UNIT "unit" KW_DENSE "dense" KW_ARRAY "array"
%token <str> ARROW "->"
%token <str> OPN_MODULE "module" OPN_FUNC "func" OPN_RETURN "return" OPN_CALL "call"
%token <str> OPN_CONSTANT "constant" OPN_BINARY "binary op" OPN_UNARY "unary op" OPN_TERNARY "ternary op" OPN_CMP "compare op"
%token <str> OPN_SELECT "select" OPN_CAST "cast op" OPN_ALLOC "alloc" OPN_DEALLOC "dealloc"
%token <str> OPN_SUBVIEW "subview" OPN_REINTERPRET "reinterpret_cast" OPN_RESHAPE "collapse_shape"
%token <str> OPN_METADATA "extract_strided_metadata" OPN_GLOBAL "global" OPN_GET_GLOBAL "get_global"
%token <str> OPN_LOAD "load" OPN_STORE "store" OPN_DIM "dim" OPN_COPY "copy" OPN_FOR "for"
%token <str> OPN_IF "if" OPN_PARALLEL "parallel" OPN_REDUCE "reduce" OPN_REDUCE_RETURN "reduce.return"
%token <str> OPN_YIELD "yield" OPN_WHILE "while" OPN_CONDITION "condition" OPN_ASSERT "assert"
%token <str> OPN_AFFINE_FOR "affine.for" OPN_AFFINE_IF "affine.if" OPN_AFFINE_PARALLEL "affine.parallel"
%token <str> OPN_AFFINE_LOAD "affine.load" OPN_AFFINE_STORE "affine.store" OPN_AFFINE_APPLY "affine map op"
%token <str> OPN_AFFINE_DELIN "affine.delinearize_index" OPN_AFFINE_LIN "affine.linearize_index"
%token <str> AFFINE_SSA "affine expressions"
%token <str> OPN_CLAMP "clamp op" OPN_POISON "poison"
%token <str> OPN_BR "br" OPN_COND_BR "cond_br" OPN_SWITCH "switch"
%token <str> OPN_INDEX_SWITCH "index_switch" OPN_ALLOCA_SCOPE "alloca_scope" OPN_VIEW "view"
%token <str> OPN_TRANSPOSE "transpose" OPN_EXECUTE_REGION "execute_region"
%token <str> OPN_FORALL "forall" OPN_IN_PARALLEL "in_parallel" OPN_PRINT "print"
%token <str> KW_STR "str" KW_PUNCTUATION "punctuation"
%token <str> OPN_DMA_START "dma_start" OPN_DMA_WAIT "dma_wait"
%token <str> OPN_MEMREF_RESHAPE "memref.reshape"
%token <str> OPN_RANK "rank" OPN_ASSUME_ALIGNMENT "assume_alignment" OPN_PREFETCH "prefetch"
%token <str> OPN_REALLOC "realloc"
%token <str> OPN_ATOMIC_RMW "atomic_rmw" OPN_GENERIC_ATOMIC_RMW "generic_atomic_rmw"
%token <str> OPN_DISTINCT_OBJECTS "distinct_objects"

%type <op> op_body func_op module_op generic_op
%type <vec> opt_results result_list operand_list opt_operand_list type_list paren_types
%type <vec> type_a_list result_types opt_arrow_types opt_colon_types region_list opt_gen_regions
%type <vec> assign_list opt_assign_list name_list opt_name_list opt_init func_args opt_block_args block_args
%type <vec> dims attr_list dict opt_dict entry_list opt_attributes int_list opt_fn_results
%type <vec> print_clauses
%type <vec> opt_while_inits dialect_params mixed_list mixed_items opt_output_shape
%type <vec> iswitch_cases opt_iswitch_types opt_trailing_operands opt_mixed_items opt_forall_outs perm_ids
%type <str> prefetch_cache
%type <head> iswitch_head forall_head
%type <vec> successor switch_cases opt_weights opt_successors successor_list
%type <head> opt_operand_types for_head if_head par_head while_head func_head generic_head
%type <head> opt_iter_args module_head global_head
%type <type> type non_fn_type func_type opt_colon_type
%type <attr> attr_value opt_flags reassociation
%type <region> region opt_else opt_func_body
%type <str> iv_name opt_loc opt_count cmp_pred attr_key opt_sym opt_vis int_elt opt_unsigned
%type <num> dense_body
%type <head> aff_map_operands aff_bound aff_for_head aff_if_head aff_par_head aff_basis aff_basis_list
%type <attr> aff_map_attr
%type <vec> opt_aff_syms opt_aff_par_step opt_aff_reduce aff_strings
%type <str> opt_aff_step

%%

input: op_list
  | START_DENSE_LITERAL dense_literal
  ;

/* parse_dense_literal: `dense<...>` alone, read as the type it is given
 * (p->literal_type, whose '?' sizes the literal gives). */
dense_literal: KW_DENSE { dense_begin(p); } dense_body '>' {
      p->literal = dense_finish(p, $3, p->literal_type, &@1);
    }
  ;

op_list: %empty
  | op_list op_stmt
  | op_list alias_def
  | op_list error {
      /* At end of input, let bison give up instead of re-reporting forever. */
      if (p->last_tok != 0)
        yyerrok;
      if (p->discard_lookahead)
        yyclearin;
      p->discard_lookahead = false;
    }
  ;

alias_def: HASH_ID '=' attr_value { def_attr_alias(p, $1, $3); }
  | HASH_ID '=' LOC { }
  | OPAQUE_TYPE '=' type { def_type_alias(p, $1, $3); }
  ;

op_stmt: opt_results op_body opt_loc {
      op_set_loc(p, $2, $1, &@2, $3, $3.s != NULL);
      parse_op_done(p, $2);
    }
  ;

opt_loc: %empty { $$ = no_str(); }
  | LOC { $$ = $1; }
  ;

opt_results: %empty { $$ = NULL; }
  | result_list '=' { $$ = $1; }
  ;

result_list: RESULT_ID opt_count { $$ = res_vec(p, NULL, $1, $2, &@1); }
  | result_list ',' RESULT_ID opt_count { $$ = res_vec(p, $1, $3, $4, &@3); }
  ;

opt_count: %empty { $$ = no_str(); }
  | ':' INTEGER { $$ = $2; }
  ;

/* ------------------------------------------------------------------ ops */

op_body:
    OPN_RETURN opt_operand_types { $$ = build_terminator(p, $1, &@1, $2); }
  | OPN_YIELD opt_operand_types { $$ = build_terminator(p, $1, &@1, $2); }
  | OPN_REDUCE_RETURN opt_operand_types { $$ = build_terminator(p, $1, &@1, $2); }
  | OPN_CONDITION '(' VALUE_ID ')' opt_operand_types {
      Vec *refs = ref_vec(p, NULL, $3, &@3);
      Vec *types = ptr_vec(p, NULL, p->ctx->i1_ty);
      if ($5) {
        for (int i = 0; i < $5->refs->n; i++)
          vec_push(p, refs, &VEC_AT($5->refs, ValRef, i), sizeof(ValRef));
        for (int i = 0; i < $5->types->n; i++)
          ptr_vec(p, types, VEC_AT($5->types, IrType *, i));
        head_free(p, $5);
      }
      $$ = build_custom_op(p, $1, &@1, refs, types, 0, NULL, NULL);
    }
  | OPN_ASSERT VALUE_ID ',' STRING opt_dict {
      Vec *attrs = $5;
      entry_push(p, &attrs, "msg", mk_string_attr(p, $4));
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, NULL, $2, &@2), ptr_vec(p, NULL, p->ctx->i1_ty),
                           0, NULL, attrs);
    }
  | OPN_PRINT print_clauses opt_dict {
      $$ = build_print(p, $1, &@1, NULL, NULL, $2, $3);
    }
  | OPN_PRINT VALUE_ID ':' type print_clauses opt_dict {
      $$ = build_print(p, $1, &@1, ref_vec(p, NULL, $2, &@2), $4, $5, $6);
    }
  | OPN_BR successor opt_dict { $$ = build_branch(p, $1, &@1, NULL, NULL, $2, $3); }
  | OPN_COND_BR VALUE_ID opt_weights ',' successor ',' successor opt_dict {
      Vec *attrs = $8;
      if ($3)
        entry_push(p, &attrs, "branch_weights", mk_dense_array_attr(p, p->ctx->i32_ty, $3, &@3));
      Vec *succs = $5;
      vec_push(p, succs, $7->v, sizeof(SuccRef));
      vec_free(p, $7, sizeof(SuccRef));
      $$ = build_branch(p, $1, &@1, ref_vec(p, NULL, $2, &@2), ptr_vec(p, NULL, p->ctx->i1_ty),
                        succs, attrs);
    }
  | OPN_SWITCH VALUE_ID ':' type ',' '[' { p->in_switch = true; } switch_cases ']' opt_dict {
      p->in_switch = false;
      $$ = build_switch(p, $1, &@1, ref_vec(p, NULL, $2, &@2), $4, &@4, $8, $10);
    }
  | OPN_CALL SYMBOL '(' opt_operand_list ')' opt_dict ':' func_type {
      Vec *attrs = $6;
      entry_push(p, &attrs, "callee", mk_symbol_attr(p, $2));
      $$ = build_custom_op(p, $1, &@1, $4, NULL, -1, (IrType *const *)$8, attrs);
    }
  | OPN_CONSTANT attr_value {
      Vec *attrs = NULL;
      IrType *t = $2 ? $2->type : NULL;
      if ($2 && $2->kind == ATTR_INT && !t)
        t = p->ctx->i64_ty;
      /* A unit attribute after an error is that error's placeholder. */
      if ($2 && !t && !($2->kind == ATTR_UNIT && p->nerrors > 0))
        perror_at(p, ploc(p, &@2), "expected a typed constant value");
      entry_push(p, &attrs, "value", $2);
      $$ = t ? build_custom_op(p, $1, &@1, NULL, NULL, 1, &t, attrs) : NULL;
    }
  | OPN_BINARY VALUE_ID ',' VALUE_ID opt_flags opt_dict ':' type {
      Vec *refs = ref_vec(p, ref_vec(p, NULL, $2, &@2), $4, &@4);
      $$ = build_binary(p, $1, &@1, refs, $5, $6, $8, NULL, &@8);
    }
  | OPN_BINARY VALUE_ID ',' VALUE_ID opt_flags opt_dict ':' type ',' type {
      Vec *refs = ref_vec(p, ref_vec(p, NULL, $2, &@2), $4, &@4);
      $$ = build_binary(p, $1, &@1, refs, $5, $6, $8, $10, &@10);
    }
  | OPN_TERNARY VALUE_ID ',' VALUE_ID ',' VALUE_ID opt_flags opt_dict ':' type {
      Vec *refs = ref_vec(p, ref_vec(p, ref_vec(p, NULL, $2, &@2), $4, &@4), $6, &@6);
      Vec *attrs = $8;
      if ($7)
        entry_push(p, &attrs, "fastmath", $7);
      $$ = build_custom_op(p, $1, &@1, refs, ptr_vec(p, ptr_vec(p, ptr_vec(p, NULL, $10), $10), $10),
                           1, &$10, attrs);
    }
  | OPN_UNARY VALUE_ID opt_flags opt_dict ':' type {
      Vec *attrs = $4;
      if ($3)
        entry_push(p, &attrs, "fastmath", $3);
      IrType *rt[2] = {ir_op_unary_result_type(p->ctx, (IrOpKind)$1.aux, $6), $6};
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, NULL, $2, &@2), ptr_vec(p, NULL, $6),
                           (IrOpKind)$1.aux == OP_SINCOS ? 2 : 1, rt, attrs);
    }
  | OPN_CLAMP VALUE_ID KW_TO '[' VALUE_ID ',' VALUE_ID ']' opt_flags opt_dict ':' type {
      Vec *refs = ref_vec(p, ref_vec(p, ref_vec(p, NULL, $2, &@2), $5, &@5), $7, &@7);
      Vec *attrs = $10;
      if ($9)
        entry_push(p, &attrs, "fastmath", $9);
      $$ = build_custom_op(p, $1, &@1, refs, ptr_vec(p, ptr_vec(p, ptr_vec(p, NULL, $12), $12), $12),
                           1, &$12, attrs);
    }
  | OPN_POISON opt_dict ':' type {
      $$ = build_custom_op(p, $1, &@1, NULL, NULL, 1, &$4, $2);
    }
  | OPN_CMP not_a_pred { cmp_pred_expected(p, $1, ploc(p, &@2)); YYERROR; }
  | OPN_CMP cmp_pred ',' VALUE_ID ',' VALUE_ID opt_flags opt_dict ':' type {
      /* arith.cmpf's fastmath<...>; cmpi has none (mlir-opt wants the ':') */
      Vec *attrs = $8;
      if ($7 && ((IrOpKind)$1.aux != OP_CMPF || !strstr($7->u.s.str, "fastmath"))) {
        perror_at(p, ploc(p, &@7), "expected ':'");
        YYERROR;
      }
      if ($7)
        entry_push(p, &attrs, "fastmath", $7);
      $$ = build_cmp(p, $1, &@1, $2, &@2, ref_vec(p, ref_vec(p, NULL, $4, &@4), $6, &@6), $10, attrs);
    }
  | OPN_SELECT VALUE_ID ',' VALUE_ID ',' VALUE_ID opt_dict ':' type_list {
      Vec *refs = ref_vec(p, ref_vec(p, ref_vec(p, NULL, $2, &@2), $4, &@4), $6, &@6);
      IrType *c = $9->n >= 2 ? VEC_AT($9, IrType *, 0) : p->ctx->i1_ty;
      IrType *t = VEC_AT($9, IrType *, $9->n - 1);
      if ($9->n > 2)
        perror_at(p, ploc(p, &@9), "expected one or two types");
      vec_free(p, $9, sizeof(IrType *));
      $$ = build_custom_op(p, $1, &@1, refs, ptr_vec(p, ptr_vec(p, ptr_vec(p, NULL, c), t), t), 1, &t, $7);
    }
  | OPN_CAST VALUE_ID BARE_ID opt_flags opt_dict ':' type KW_TO type {
      /* arith.truncf's rounding mode; anywhere else mlir-opt wants the ':' */
      int mode = ir_rounding_mode_lookup($3.s, (size_t)$3.len);
      Vec *attrs = $5;
      if ((IrOpKind)$1.aux != OP_TRUNCF || mode < 0) {
        perror_at(p, ploc(p, &@3), "expected ':'");
        YYERROR;
      }
      entry_push(p, &attrs, "roundingmode", ir_attr_int(p->ctx, p->ctx->i32_ty, mode));
      if ($4)
        entry_push(p, &attrs, "fastmath", $4);
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, NULL, $2, &@2), ptr_vec(p, NULL, $7), 1, &$9, attrs);
    }
  | OPN_CAST VALUE_ID opt_flags opt_dict ':' type KW_TO type {
      Vec *attrs = $4; /* trunci overflow<...>, extf/truncf fastmath<...> */
      if ($3)
        entry_push(p, &attrs, strstr($3->u.s.str, "overflow") ? "overflowFlags" : "fastmath", $3);
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, NULL, $2, &@2), ptr_vec(p, NULL, $6), 1, &$8, attrs);
    }
  | OPN_ALLOC '(' opt_operand_list ')' opt_dict ':' type {
      $$ = build_custom_op(p, $1, &@1, $3, NULL, 1, &$7, $5);
    }
  | OPN_ALLOC '(' opt_operand_list ')' '[' opt_operand_list ']' opt_dict ':' type {
      /* the layout's symbols after the sizes; the split kept as MLIR keeps it */
      int64_t seg[2] = {VEC_N($3), VEC_N($6)};
      Vec *refs = $3 ? $3 : vec_new(p), *attrs = $8;
      for (int i = 0; i < VEC_N($6); i++)
        vec_push(p, refs, &VEC_AT($6, ValRef, i), sizeof(ValRef));
      if ($6)
        vec_free(p, $6, sizeof(ValRef));
      if (seg[1])
        entry_push(p, &attrs, "operandSegmentSizes", ir_attr_dense_array(p->ctx, p->ctx->i32_ty, 2, seg));
      $$ = build_custom_op(p, $1, &@1, refs, NULL, 1, &$10, attrs);
    }
  | OPN_DEALLOC VALUE_ID opt_dict ':' type {
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, NULL, $2, &@2), ptr_vec(p, NULL, $5), 0, NULL, $3);
    }
  | OPN_LOAD VALUE_ID '[' opt_operand_list ']' opt_dict ':' type {
      Vec *refs = ref_vec(p, NULL, $2, &@2);
      Vec *types = ptr_vec(p, NULL, $8);
      for (int i = 0; i < VEC_N($4); i++) {
        vec_push(p, refs, &VEC_AT($4, ValRef, i), sizeof(ValRef));
        ptr_vec(p, types, p->ctx->index_ty);
      }
      vec_free(p, $4, sizeof(ValRef));
      IrType *elem = ir_type_is_shaped($8) ? $8->elem : NULL;
      if (!elem)
        perror_at(p, ploc(p, &@8), "expected memref type, got '%s'", ir_type_str(p->ctx, $8));
      $$ = elem ? build_custom_op(p, $1, &@1, refs, types, 1, &elem, $6) : NULL;
    }
  | OPN_STORE VALUE_ID ',' VALUE_ID '[' opt_operand_list ']' opt_dict ':' type {
      IrType *elem = ir_type_is_shaped($10) ? $10->elem : NULL;
      if (!elem)
        perror_at(p, ploc(p, &@10), "expected memref type, got '%s'", ir_type_str(p->ctx, $10));
      Vec *refs = ref_vec(p, ref_vec(p, NULL, $2, &@2), $4, &@4);
      Vec *types = ptr_vec(p, ptr_vec(p, NULL, elem), $10);
      for (int i = 0; i < VEC_N($6); i++) {
        vec_push(p, refs, &VEC_AT($6, ValRef, i), sizeof(ValRef));
        ptr_vec(p, types, p->ctx->index_ty);
      }
      vec_free(p, $6, sizeof(ValRef));
      $$ = elem ? build_custom_op(p, $1, &@1, refs, types, 0, NULL, $8) : NULL;
    }
  | OPN_DIM VALUE_ID ',' VALUE_ID opt_dict ':' type {
      IrType *idx = p->ctx->index_ty;
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, ref_vec(p, NULL, $2, &@2), $4, &@4),
                           ptr_vec(p, ptr_vec(p, NULL, $7), idx), 1, &idx, $5);
    }
  | OPN_DIM VALUE_ID ',' INTEGER opt_dict ':' type {
      ValRef m = mk_ref(p, $2, &@2);
      $$ = build_dim_classic(p, $1, &@1, &m, $4, &@4, $7);
      (void)$5;
    }
  | OPN_COPY VALUE_ID ',' VALUE_ID opt_dict ':' type KW_TO type {
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, ref_vec(p, NULL, $2, &@2), $4, &@4),
                           ptr_vec(p, ptr_vec(p, NULL, $7), $9), 0, NULL, $5);
    }
  | OPN_SUBVIEW VALUE_ID mixed_list mixed_list mixed_list opt_dict ':' type KW_TO type {
      Vec *lists[3] = {$3, $4, $5};
      ValRef src = mk_ref(p, $2, &@2);
      $$ = build_view(p, $1, &@1, &src, lists, NULL, $6, $8, $10);
    }
  | OPN_REINTERPRET VALUE_ID KW_TO BARE_ID ':' mixed_list ',' BARE_ID ':' mixed_list ',' BARE_ID ':'
      mixed_list opt_dict ':' type KW_TO type {
      Vec *lists[3] = {$6, $10, $14};
      ValRef src = mk_ref(p, $2, &@2);
      view_keyword(p, $1, $4, "offset", &@4);
      view_keyword(p, $1, $8, "sizes", &@8);
      view_keyword(p, $1, $12, "strides", &@12);
      $$ = build_view(p, $1, &@1, &src, lists, NULL, $15, $17, $19);
    }
  | OPN_TRANSPOSE VALUE_ID '(' perm_ids ')' ARROW '(' perm_ids ')' opt_dict ':' type KW_TO type {
      $$ = build_transpose(p, $1, &@1, ref_vec(p, NULL, $2, &@2), $4, $8, $10, $12, &@11, $14);
    }
  | OPN_DMA_START VALUE_ID '[' opt_operand_list ']' ',' VALUE_ID '[' opt_operand_list ']' ','
      VALUE_ID ',' VALUE_ID '[' opt_operand_list ']' opt_trailing_operands ':' type_list {
      ValRef mems[3] = {mk_ref(p, $2, &@2), mk_ref(p, $7, &@7), mk_ref(p, $14, &@14)};
      ValRef num = mk_ref(p, $12, &@12);
      Vec *idx[3] = {$4, $9, $16};
      $$ = build_dma_start(p, $1, &@1, mems, idx, &num, $18, $20);
    }
  | OPN_MEMREF_RESHAPE VALUE_ID '(' VALUE_ID ')' opt_dict ':' type {
      $$ = build_memref_reshape(p, $1, &@1, ref_vec(p, ref_vec(p, NULL, $2, &@2), $4, &@4), $6, $8, &@8);
    }
  | OPN_ATOMIC_RMW attr_key VALUE_ID ',' VALUE_ID '[' opt_operand_list ']' opt_dict ':'
      '(' type ',' type ')' ARROW type {
      $$ = build_atomic_rmw(p, $1, &@1, $2, &@2, ref_vec(p, ref_vec(p, NULL, $3, &@3), $5, &@5), $7,
                            $9, $12, $14, $17);
    }
  | OPN_GENERIC_ATOMIC_RMW VALUE_ID '[' opt_operand_list ']' ':' type region opt_dict {
      $$ = build_generic_atomic_rmw(p, $1, &@1, ref_vec(p, NULL, $2, &@2), $4, $7, $8, $9);
    }
  | OPN_DISTINCT_OBJECTS operand_list opt_dict ':' type_list {
      /* the results take the operands' types (InferTypeOpInterface) */
      int n = VEC_N($5);
      IrType **rt = n ? (IrType **)$5->v : NULL;
      IrType **copy = arena_alloc(&p->ctx->arena, sizeof *copy * (size_t)(n + 1));
      for (int i = 0; i < n; i++)
        copy[i] = rt[i];
      $$ = build_custom_op(p, $1, &@1, $2, $5, n, copy, $3);
    }
  | OPN_REALLOC VALUE_ID opt_dict ':' type KW_TO type {
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, NULL, $2, &@2), ptr_vec(p, NULL, $5), 1, &$7, $3);
    }
  | OPN_REALLOC VALUE_ID '(' VALUE_ID ')' opt_dict ':' type KW_TO type {
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, ref_vec(p, NULL, $2, &@2), $4, &@4),
                           ptr_vec(p, ptr_vec(p, NULL, $8), p->ctx->index_ty), 1, &$10, $6);
    }
  | OPN_RANK VALUE_ID opt_dict ':' type {
      IrType *idx = p->ctx->index_ty;
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, NULL, $2, &@2), ptr_vec(p, NULL, $5), 1, &idx, $3);
    }
  | OPN_ASSUME_ALIGNMENT VALUE_ID ',' INTEGER opt_dict ':' type {
      Vec *attrs = $5;
      IrAttr *a = mk_int_attr(p, $4, p->ctx->i32_ty, &@4);
      if (a)
        entry_push(p, &attrs, "alignment", a);
      $$ = ranked_memref_type(p, $1, $7, &@7)
               ? build_custom_op(p, $1, &@1, ref_vec(p, NULL, $2, &@2), ptr_vec(p, NULL, $7), 1, &$7, attrs)
               : NULL;
    }
  | OPN_PREFETCH VALUE_ID '[' opt_operand_list ']' ',' BARE_ID ',' BARE_ID '<' INTEGER '>' ','
      prefetch_cache ':' type {
      $$ = build_prefetch(p, $1, &@1, ref_vec(p, NULL, $2, &@2), $4, $7, $9, &@9, $11, &@11, $14,
                          $16, &@16);
    }
  | OPN_DMA_WAIT VALUE_ID '[' opt_operand_list ']' ',' VALUE_ID opt_dict ':' type {
      ValRef tag = mk_ref(p, $2, &@2), num = mk_ref(p, $7, &@7);
      $$ = build_dma_wait(p, $1, &@1, &tag, $4, &num, $8, $10);
    }
  | OPN_VIEW VALUE_ID '[' VALUE_ID ']' '[' opt_operand_list ']' opt_dict ':' type KW_TO type {
      $$ = build_memref_view(p, $1, &@1, ref_vec(p, ref_vec(p, NULL, $2, &@2), $4, &@4), $7, $9,
                             $11, &@11, $13);
    }
  | OPN_RESHAPE VALUE_ID reassociation opt_output_shape opt_dict ':' type BARE_ID type {
      Vec *lists[3] = {NULL, $4, NULL};
      ValRef src = mk_ref(p, $2, &@2);
      view_keyword(p, $1, $8, "into", &@8);
      $$ = build_view(p, $1, &@1, &src, lists, $3, $5, $7, $9);
    }
  | OPN_METADATA VALUE_ID ':' non_fn_type ARROW type_list opt_dict {
      $$ = build_custom_op(p, $1, &@1, ref_vec(p, NULL, $2, &@2), ptr_vec(p, NULL, $4), VEC_N($6),
                           $6 ? (IrType *const *)$6->v : NULL, $7);
      if ($6)
        vec_free(p, $6, sizeof(IrType *));
    }
  | global_head SYMBOL ':' type opt_dict {
      $$ = build_global(p, $1, $2, &@2, $4, &@4, NULL, $5);
    }
  | global_head SYMBOL ':' type '=' STRING opt_dict {
      $$ = build_global(p, $1, $2, &@2, $4, &@4, mk_string_attr(p, $6), $7);
    }
  | global_head SYMBOL ':' type '=' INTEGER opt_dict {
      $$ = build_global(p, $1, $2, &@2, $4, &@4, mk_int_attr(p, $6, NULL, &@6), $7);
    }
  | global_head SYMBOL ':' type '=' BARE_ID opt_dict {
      view_keyword(p, $1->opname, $6, "uninitialized", &@6);
      $$ = build_global(p, $1, $2, &@2, $4, &@4, ir_attr_unit(p->ctx), $7);
    }
  | global_head SYMBOL ':' type '=' KW_DENSE { dense_begin(p); } dense_body '>' opt_dict {
      IrType *t = ir_type_is_shaped($4) && $4->rank >= 0
                      ? ir_type_tensor(p->ctx, $4->elem, $4->rank, $4->dims) : $4;
      $$ = build_global(p, $1, $2, &@2, $4, &@4, dense_finish(p, $8, t, &@6), $10);
    }
  | OPN_GET_GLOBAL SYMBOL opt_dict ':' type {
      Vec *attrs = $3;
      entry_push(p, &attrs, "name", mk_symbol_attr(p, $2));
      $$ = build_custom_op(p, $1, &@1, NULL, NULL, 1, &$5, attrs);
    }
  | for_head region opt_dict { $1->attrs = $3; $$ = build_for(p, $1, $2); }
  | if_head region opt_else opt_dict { $1->attrs = $4; $$ = build_if(p, $1, $2, $3); }
  | OPN_EXECUTE_REGION opt_arrow_types region opt_dict {
      $$ = build_execute_region(p, $1, &@1, $2, NULL, NULL, $3, $4);
    }
  | OPN_EXECUTE_REGION opt_arrow_types BARE_ID region opt_dict {
      $$ = build_execute_region(p, $1, &@1, $2, &$3, &@3, $4, $5);
    }
  | OPN_ALLOCA_SCOPE opt_arrow_types region opt_dict {
      $$ = build_alloca_scope(p, $1, &@1, $2, $3, $4);
    }
  | forall_head region opt_dict { $$ = build_forall(p, $1, $2, $3); }
  | OPN_IN_PARALLEL region opt_dict { $$ = build_in_parallel(p, $1, &@1, $2, $3); }
  | iswitch_head iswitch_cases BARE_ID region {
      $$ = build_index_switch(p, $1, $2, $3, &@3, $4);
    }
  | par_head region opt_colon_types opt_dict {
      $1->attrs = $4;
      $$ = build_parallel(p, $1, $2, $3);
    }
  | while_head region KW_DO region opt_attributes {
      $1->attrs = $5;
      $$ = build_while(p, $1, $2, $4);
    }
  | OPN_REDUCE '(' operand_list ')' region_list ':' type_list {
      $$ = build_reduce(p, $1, &@1, $3, $7, $5, false);
    }
  | OPN_REDUCE '(' operand_list ')' ':' type_list region_list {
      $$ = build_reduce(p, $1, &@1, $3, $6, $7, false);
    }
  | OPN_REDUCE '(' operand_list ':' type_list ')' region_list {
      $$ = build_reduce(p, $1, &@1, $3, $5, $7, true);
    }
  | OPN_REDUCE { $$ = build_reduce(p, $1, &@1, NULL, NULL, NULL, true); }
  | aff_for_head region opt_dict { $$ = build_affine_for(p, $1, $2, $3); }
  | aff_if_head region opt_else opt_dict { $$ = build_affine_if(p, $1, $2, $3, $4); }
  | aff_par_head region opt_dict { $$ = build_affine_parallel(p, $1, $2, $3); }
  | OPN_AFFINE_LOAD VALUE_ID AFFINE_SSA opt_dict ':' type {
      $$ = build_affine_memory(p, $1, &@1, NULL, NULL, $2, &@2, $3, &@3, $4, $6, &@6);
    }
  | OPN_AFFINE_STORE VALUE_ID ',' VALUE_ID AFFINE_SSA opt_dict ':' type {
      $$ = build_affine_memory(p, $1, &@1, &$2, &@2, $4, &@4, $5, &@5, $6, $8, &@8);
    }
  | OPN_AFFINE_LOAD VALUE_ID ':' {
      perror_at(p, ploc(p, &@3), "expected '[' in affine map");
      YYERROR;
    }
  | OPN_AFFINE_STORE VALUE_ID ',' VALUE_ID ':' {
      perror_at(p, ploc(p, &@5), "expected '[' in affine map");
      YYERROR;
    }
  | OPN_AFFINE_DELIN VALUE_ID BARE_ID '(' aff_basis ')' opt_dict ':' type_list {
      $$ = build_affine_index(p, $1, &@1, false, NULL, NULL, ref_vec(p, NULL, $2, &@2), $3, &@3, $5,
                              $7, $9);
    }
  | OPN_AFFINE_LIN '[' opt_operand_list ']' BARE_ID '(' aff_basis ')' opt_dict ':' type_list {
      $$ = build_affine_index(p, $1, &@1, true, NULL, NULL, $3, $5, &@5, $7, $9, $11);
    }
  | OPN_AFFINE_LIN BARE_ID '[' opt_operand_list ']' BARE_ID '(' aff_basis ')' opt_dict ':' type_list {
      $$ = build_affine_index(p, $1, &@1, true, &$2, &@2, $4, $6, &@6, $8, $10, $12);
    }
  | OPN_AFFINE_APPLY aff_map_operands opt_dict {
      $2->opname = $1;
      $2->attrs = $3;
      $$ = build_affine_apply(p, $2, &@1);
    }
  | func_op { $$ = $1; }
  | module_op { $$ = $1; }
  | generic_op { $$ = $1; }
  | BARE_ID { unknown_custom_op(p, $1, &@1); YYERROR; }
  ;

/* The offsets, sizes and strides of a view (`[%i, 4]`): values and integers. */
mixed_list: '[' ']' { $$ = vec_new(p); }
  | '[' mixed_items ']' { $$ = $2; }
  ;

mixed_items: VALUE_ID { $$ = mixed_vec(p, NULL, $1, false, &@1); }
  | INTEGER { $$ = mixed_vec(p, NULL, $1, true, &@1); }
  | mixed_items ',' VALUE_ID { $$ = mixed_vec(p, $1, $3, false, &@3); }
  | mixed_items ',' INTEGER { $$ = mixed_vec(p, $1, $3, true, &@3); }
  ;

/* memref.global's `"private"` and `constant` before its symbol. */
/* memref.global's `("vis")? (constant)? @name`, in that order (MLIR's
 * assembly format): anything else where the name is due is mlir-opt's
 * error for a missing name. */
global_head: OPN_GLOBAL { $$ = head_new(p, $1, &@1); }
  | global_head STRING {
      if ($1->vis.s || $1->constant) {
        global_name_error(p, $1, &@2);
        YYERROR;
      }
      $$ = $1;
      $$->vis = $2;
    }
  | global_head BARE_ID { global_name_error(p, $1, &@2); YYERROR; }
  | global_head OPN_CONSTANT {
      if ($1->constant) {
        global_name_error(p, $1, &@2);
        YYERROR;
      }
      $$ = $1;
      view_keyword(p, $1->opname, $2, "constant", &@2);
      $$->constant = true;
    }
  ;

/* collapse_shape's and expand_shape's groups: `[[0, 1], [2]]`. */
reassociation: '[' ']' { $$ = mk_array_attr(p, NULL, &@1); }
  | '[' attr_list ']' { $$ = mk_array_attr(p, $2, &@1); }
  ;

opt_output_shape: %empty { $$ = NULL; }
  | BARE_ID mixed_list { view_keyword(p, $1, $1, "output_shape", &@1); $$ = $2; }
/* A branch's successor: `^bb1` or `^bb1(%a, %b : i32, f32)`. */
successor: CARET_ID { $$ = succ_vec(p, NULL, $1, &@1, NULL, NULL); }
  | CARET_ID '(' operand_list ':' type_list ')' { $$ = succ_vec(p, NULL, $1, &@1, $3, $5); }
  ;

/* cf.cond_br's `weights([3, 5])` */
opt_weights: %empty { $$ = NULL; }
  | BARE_ID '(' '[' int_list ']' ')' {
      if ($1.len != 7 || memcmp($1.s, "weights", 7) != 0)
        perror_at(p, ploc(p, &@1), "expected ','");
      $$ = $4;
    }
  ;

/* cf.switch's `default: ^bb1(...), 42: ^bb2, ...`: one SuccRef each. */
switch_cases: BARE_ID ':' successor {
      if ($1.len != 7 || memcmp($1.s, "default", 7) != 0)
        perror_at(p, ploc(p, &@1), "custom op 'cf.switch' expected 'default'");
      $$ = $3;
    }
  | switch_cases ',' INTEGER ':' successor {
      $$ = $1;
      SuccRef *s = &VEC_AT($5, SuccRef, 0);
      s->value = $3;
      s->value_loc = @3;
      vec_push(p, $$, s, sizeof(SuccRef));
      vec_free(p, $5, sizeof(SuccRef));
    }
  ;

opt_successors: %empty { $$ = NULL; }
  | '[' successor_list ']' { $$ = $2; }
  ;

successor_list: CARET_ID { $$ = succ_vec(p, NULL, $1, &@1, NULL, NULL); }
  | successor_list ',' CARET_ID { $$ = succ_vec(p, $1, $3, &@3, NULL, NULL); }
  ;

opt_operand_types: %empty { $$ = NULL; }
  | operand_list ':' type_list {
      $$ = head_new(p, no_str(), &@1);
      $$->refs = $1;
      $$->types = $3;
    }
  ;

operand_list: VALUE_ID { $$ = ref_vec(p, NULL, $1, &@1); }
  | operand_list ',' VALUE_ID { $$ = ref_vec(p, $1, $3, &@3); }
  ;

opt_operand_list: %empty { $$ = NULL; }
  | operand_list { $$ = $1; }
  ;

/* memref.prefetch's cache type: a keyword (MLIR's parseKeyword reads
 * `true` and `false` too, which its parser then rejects). */
prefetch_cache: BARE_ID | KW_TRUE | KW_FALSE ;

/* MLIR's parseTrailingOperandList: `, %a, %b` or nothing. */
opt_trailing_operands: %empty { $$ = NULL; }
  | ',' operand_list { $$ = $2; }
  ;

opt_flags: %empty { $$ = NULL; }
  | OPAQUE_ATTR { $$ = mk_opaque_attr(p, $1); }
  ;

/* vector.print's clauses, in any order: `str "text"`, `punctuation <kind>`. */
print_clauses: %empty { $$ = NULL; }
  | print_clauses KW_STR STRING {
      $$ = $1;
      if (print_clause_twice(p, $$, "stringLiteral", "str", &@2))
        entry_push(p, &$$, "stringLiteral", mk_string_attr(p, $3));
    }
  | print_clauses KW_PUNCTUATION '<' BARE_ID '>' {
      $$ = $1;
      IrAttr *a = mk_punctuation_attr(p, $4, &@4);
      if (a && print_clause_twice(p, $$, "punctuation", "punctuation", &@2))
        entry_push(p, &$$, "punctuation", a);
    }
  ;

/* What mlir-opt reads as no predicate at all: an operand, a type. */
not_a_pred: VALUE_ID | T_INT | T_INDEX | T_F16 | T_BF16 | T_F32 | T_F64 ;

cmp_pred: STRING { $$ = $1; $$.s++; $$.len -= 2; }
  | BARE_ID { $$ = $1; }
  | KW_TRUE { $$ = $1; }
  | KW_FALSE { $$ = $1; }
  ;

/* loop.for [unsigned] %iv = %lb to %ub step %s [iter_args(%a = %x, ...) -> (T, ...)] [: T] */
for_head: OPN_FOR opt_unsigned iv_name '=' VALUE_ID KW_TO VALUE_ID KW_STEP VALUE_ID opt_iter_args
          opt_colon_type {
      $$ = head_new(p, $1, &@1);
      IrType *iv = $11 ? $11 : p->ctx->index_ty;
      $$->iv_type = iv;
      $$->unsigned_cmp = $2.s != NULL;
      $$->refs = ref_vec(p, ref_vec(p, ref_vec(p, NULL, $5, &@5), $7, &@7), $9, &@9);
      $$->args = arg_vec(p, NULL, $3, &@3, iv, no_str(), NULL);
      $$->types = $10 ? $10->types : NULL;
      if ($10) {
        Vec *a = $10->args;
        for (int i = 0; i < VEC_N(a); i++) {
          ArgDef *d = &VEC_AT(a, ArgDef, i);
          d->type = i < VEC_N($10->types) ? VEC_AT($10->types, IrType *, i) : NULL;
          vec_push(p, $$->args, d, sizeof *d);
          vec_push(p, $$->refs, &d->init, sizeof d->init);
        }
        if (VEC_N(a) != VEC_N($10->types))
          custom_op_error(p, $$->loc, $1,
                          "mismatch in number of loop-carried values and defined values");
        $10->types = NULL; /* moved to the for head */
        head_free(p, $10);
      }
      set_pending_args(p, $$->args, false);
    }
  ;

/* scf.for's `unsigned`: the bounds compare as unsigned integers. */
opt_unsigned: %empty { $$ = no_str(); }
  | BARE_ID {
      $$ = $1;
      if ($1.len != 8 || memcmp($1.s, "unsigned", 8) != 0) {
        perror_at(p, ploc(p, &@1), "expected SSA operand");
        YYERROR;
      }
    }
  ;

/* The lexer may classify the iv as a result name (it is followed by '='). */
iv_name: VALUE_ID { $$ = $1; }
  | RESULT_ID {
      if (memchr($1.s, '#', (size_t)$1.len)) { /* %i#0 */
        perror_at(p, ploc(p, &@1), "result number not allowed in argument list");
        YYERROR;
      }
      $$ = $1;
    }
  ;

opt_iter_args: %empty { $$ = NULL; }
  | KW_ITER_ARGS '(' opt_assign_list ')' ARROW result_types {
      $$ = head_new(p, no_str(), &@1);
      $$->args = $3;
      $$->types = $6;
    }
  ;

opt_colon_type: %empty { $$ = NULL; }
  | ':' type { $$ = $2; }
  ;

opt_assign_list: %empty { $$ = NULL; }
  | assign_list { $$ = $1; }
  ;

assign_list: VALUE_ID '=' VALUE_ID { $$ = arg_vec(p, NULL, $1, &@1, NULL, $3, &@3); }
  | assign_list ',' VALUE_ID '=' VALUE_ID { $$ = arg_vec(p, $1, $3, &@3, NULL, $5, &@5); }
  ;

/* loop.if %c [-> (T, ...)] */
if_head: OPN_IF VALUE_ID opt_arrow_types {
      $$ = head_new(p, $1, &@1);
      $$->refs = ref_vec(p, NULL, $2, &@2);
      $$->types = $3;
    }
  ;

/* scf.index_switch %x {attrs} -> T, ... `case N {...}`... `default {...}` */
iswitch_head: OPN_INDEX_SWITCH VALUE_ID opt_dict opt_iswitch_types {
      $$ = head_new(p, $1, &@1);
      $$->refs = ref_vec(p, NULL, $2, &@2);
      $$->attrs = $3;
      $$->types = $4;
    }
  ;

opt_iswitch_types: %empty { $$ = NULL; }
  | ARROW type_list { $$ = $2; }
  ;

/* memref.transpose's permutation map: identifiers only (a permutation has
 * nothing else); each is a ValRef for its name and place. */
perm_ids: BARE_ID { $$ = id_vec(p, NULL, $1, &@1); }
  | perm_ids ',' BARE_ID { $$ = id_vec(p, $1, $3, &@3); }
  ;

iswitch_cases: %empty { $$ = NULL; }
  | iswitch_cases BARE_ID INTEGER region { $$ = iswitch_case(p, $1, $2, &@2, $3, &@3, $4); }
  ;

/* scf.forall (%i, ...) in (ub, ...) | = (lb, ...) to (ub, ...) step (s, ...),
 * each entry a value or an integer, then shared_outs(...) -> (T, ...),
 * which loopc refuses (its outputs are tensors). */
forall_head: OPN_FORALL '(' opt_name_list ')' BARE_ID '(' opt_mixed_items ')' opt_forall_outs {
      view_keyword(p, $1, $5, "in", &@5);
      Vec *lists[3] = {NULL, $7, NULL};
      $$ = forall_head(p, $1, &@1, $3, lists, $9, &@9);
    }
  | OPN_FORALL '(' opt_name_list ')' '=' '(' opt_mixed_items ')' KW_TO '(' opt_mixed_items ')'
    KW_STEP '(' opt_mixed_items ')' opt_forall_outs {
      Vec *lists[3] = {$7, $11, $15};
      $$ = forall_head(p, $1, &@1, $3, lists, $17, &@17);
    }
  ;

opt_mixed_items: %empty { $$ = vec_new(p); }
  | mixed_items { $$ = $1; }
  ;

opt_forall_outs: %empty { $$ = NULL; }
  | BARE_ID '(' assign_list ')' opt_arrow_types {
      $$ = $3;
      if ($5)
        vec_free(p, $5, sizeof(IrType *));
    }
  ;

opt_else: %empty { $$ = NULL; }
  | KW_ELSE region { $$ = $2; }
  ;

opt_arrow_types: %empty { $$ = NULL; }
  | ARROW result_types { $$ = $2; }
  ;

opt_colon_types: %empty { $$ = NULL; }
  | ':' type_list { $$ = $2; }
  ;

/* loop.parallel (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...) [init (%v, ...)] [-> T] */
par_head: OPN_PARALLEL '(' opt_name_list ')' '=' '(' opt_operand_list ')' KW_TO
          '(' opt_operand_list ')' KW_STEP '(' opt_operand_list ')' opt_init opt_arrow_types {
      $$ = head_new(p, $1, &@1);
      $$->args = $3 ? $3 : vec_new(p);
      $$->nivs = VEC_N($3);
      $$->refs = vec_new(p);
      Vec *lists[4] = {$7, $11, $15, $17};
      const ParseLoc *at[3] = {&@6, &@10, &@14};
      for (int l = 0; l < 3; l++)
        if (VEC_N(lists[l]) != $$->nivs) {
          custom_op_error(p, ploc(p, at[l]), $1, "expected %d operands", $$->nivs);
          break;
        }
      for (int l = 0; l < 4; l++) {
        for (int i = 0; i < VEC_N(lists[l]); i++)
          vec_push(p, $$->refs, &VEC_AT(lists[l], ValRef, i), sizeof(ValRef));
        vec_free(p, lists[l], sizeof(ValRef));
      }
      if ($18 && VEC_N($18) != VEC_N($17))
        custom_op_error(p, $$->loc, $1,
                        "number of operands and types do not match: got %d operands and %d types",
                        VEC_N($17), VEC_N($18));
      $$->types = $18;
      $$->ninits = VEC_N($17);
      set_pending_args(p, $$->args, false);
    }
  ;

opt_name_list: %empty { $$ = NULL; }
  | name_list { $$ = $1; }
  ;

name_list: VALUE_ID { $$ = arg_vec(p, NULL, $1, &@1, p->ctx->index_ty, no_str(), NULL); }
  | name_list ',' VALUE_ID { $$ = arg_vec(p, $1, $3, &@3, p->ctx->index_ty, no_str(), NULL); }
  ;

opt_init: %empty { $$ = NULL; }
  | KW_INIT '(' operand_list ')' { $$ = $3; }
  ;

opt_while_inits: %empty { $$ = NULL; }
  | '(' opt_assign_list ')' { $$ = $2; }
  ;

/* loop.while [(%a = %init, ...)] : (T, ...) -> (U, ...) */
while_head: OPN_WHILE opt_while_inits ':' func_type {
      $$ = head_new(p, $1, &@1);
      $$->args = $2 ? $2 : vec_new(p);
      $$->refs = vec_new(p);
      IrType *ft = $4;
      if (ft->nins != $$->args->n)
        custom_op_error(p, ploc(p, &@3), $1,
                        "expected as many input types as operands (expected %d got %d)",
                        $$->args->n, ft->nins);
      for (int i = 0; i < $$->args->n; i++) {
        ArgDef *d = &VEC_AT($$->args, ArgDef, i);
        d->type = i < ft->nins ? ft->ins[i] : NULL;
        vec_push(p, $$->refs, &d->init, sizeof d->init);
      }
      $$->types = vec_new(p);
      for (int i = 0; i < ft->nouts; i++)
        ptr_vec(p, $$->types, ft->outs[i]);
      set_pending_args(p, $$->args, false);
    }
  ;

/* ------------------------------------------------------ affine dialect */

/* An affine map or integer set, written out or by its alias. */
aff_map_attr: AFFINE { $$ = mk_affine_attr(p, $1, &@1); }
  | HASH_ID {
      $$ = mk_alias_attr(p, $1, &@1);
      if ($$->kind == ATTR_OPAQUE) { /* no such alias: mlir-opt's message, after the name */
        perror_at(p, ir_loc(p->file, @1.last_line, @1.last_column + 1),
                  "undefined symbol alias id '%.*s'", $1.len - 1, $1.s + 1);
        $$ = ir_attr_unit(p->ctx);
      }
    }
  ;

/* map(%dims)[%syms]: MLIR's parseDimAndSymbolList after the map. */
aff_map_operands: aff_map_attr '(' opt_operand_list ')' opt_aff_syms {
      $$ = head_new(p, no_str(), &@1);
      $$->map = $1;
      $$->nivs = VEC_N($3);
      $$->refs = $3 ? $3 : vec_new(p);
      for (int i = 0; i < VEC_N($5); i++)
        vec_push(p, $$->refs, &VEC_AT($5, ValRef, i), sizeof(ValRef));
      vec_free(p, $5, sizeof(ValRef));
    }
  ;

opt_aff_syms: %empty { $$ = NULL; }
  | '[' opt_operand_list ']' { $$ = $2; }
  ;

/* affine.for's bounds: 10, %n, [max|min] #map(%d)[%s]. */
aff_bound: INTEGER {
      $$ = head_new(p, $1, &@1);
      $$->map = aff_const_map(p, $1, &@1);
      $$->refs = vec_new(p);
    }
  | VALUE_ID {
      $$ = head_new(p, $1, &@1);
      $$->map = aff_symbol_map(p);
      $$->refs = ref_vec(p, NULL, $1, &@1);
      $$->nivs = 0;
    }
  | aff_map_operands { $$ = $1; }
  | BARE_ID INTEGER {
      $$ = head_new(p, $2, &@2);
      $$->map = aff_const_map(p, $2, &@2);
      $$->refs = vec_new(p);
      $$->minmax = true;
      $$->opname = $1;
    }
  | BARE_ID VALUE_ID {
      $$ = head_new(p, $2, &@2);
      $$->map = aff_symbol_map(p);
      $$->refs = ref_vec(p, NULL, $2, &@2);
      $$->minmax = true;
      $$->opname = $1;
    }
  | BARE_ID aff_map_operands {
      $$ = $2;
      $$->minmax = true;
      $$->opname = $1;
    }
  ;

/* (the step's sign is checked here, before the region, as mlir-opt does) */
opt_aff_step: %empty { $$ = no_str(); }
  | KW_STEP INTEGER {
      if ($2.s[0] == '-') {
        perror_at(p, ploc(p, &@2), "custom op 'affine.for' expected step to be representable as "
                                   "a positive signed integer");
        YYERROR;
      }
      $$ = $2;
    }
  | KW_STEP VALUE_ID {
      perror_at(p, ploc(p, &@2), "expected attribute value");
      YYERROR;
    }
  ;

/* affine.for %iv = lb to ub [step N] [iter_args(%a = %x, ...) -> (T, ...)] */
aff_for_head: OPN_AFFINE_FOR iv_name '=' aff_bound KW_TO aff_bound opt_aff_step opt_iter_args {
      $$ = aff_for_head(p, $1, &@1, $2, &@2, $4, $6, $7, &@7, $8);
    }
  | OPN_AFFINE_FOR iv_name '=' aff_bound BARE_ID {
      custom_op_error(p, ploc(p, &@5), $1, "expected 'to' between bounds");
      YYERROR;
    }
  ;

/* affine.if #set(%d)[%s] [-> types] */
aff_if_head: OPN_AFFINE_IF aff_map_operands opt_arrow_types {
      $$ = $2;
      $$->opname = $1;
      $$->loc = ploc(p, &@1);
      $$->types = $3;
    }
  ;

/* affine.parallel (%i, ...) = (lbs) to (ubs) [step (s, ...)] [reduce ("k", ...) -> (T, ...)] */
aff_par_head: OPN_AFFINE_PARALLEL '(' opt_name_list ')' '=' AFFINE_SSA KW_TO AFFINE_SSA
              opt_aff_par_step opt_aff_reduce opt_arrow_types {
      $$ = aff_parallel_head(p, $1, &@1, $3, $6, &@6, $8, &@8, $9, &@9, $10, &@10, $11);
    }
  ;

opt_aff_par_step: %empty { $$ = NULL; }
  | KW_STEP '(' int_list ')' { $$ = $3; }
  ;

opt_aff_reduce: %empty { $$ = NULL; }
  | BARE_ID '(' aff_strings ')' {
      if ($1.len != 6 || memcmp($1.s, "reduce", 6) != 0) {
        perror_at(p, ploc(p, &@1), "expected '->' or '{'");
        YYERROR;
      }
      $$ = $3;
    }
  ;

/* delinearize_index's and linearize_index's basis: sizes and values. */
aff_basis: %empty {
      $$ = head_new(p, no_str(), &@$);
      $$->refs = vec_new(p);
      $$->ints = vec_new(p);
    }
  | aff_basis_list { $$ = $1; }
  ;

aff_basis_list: INTEGER { $$ = aff_basis_add(p, NULL, $1, &@1); }
  | VALUE_ID { $$ = aff_basis_add(p, NULL, $1, &@1); }
  | aff_basis_list ',' INTEGER { $$ = aff_basis_add(p, $1, $3, &@3); }
  | aff_basis_list ',' VALUE_ID { $$ = aff_basis_add(p, $1, $3, &@3); }
  ;

aff_strings: STRING { $$ = vec_new(p); vec_push(p, $$, &$1, sizeof $1); }
  | aff_strings ',' STRING { $$ = $1; vec_push(p, $$, &$3, sizeof $3); }
  ;

region_list: region { $$ = ptr_vec(p, NULL, $1); }
  | region_list ',' region { $$ = ptr_vec(p, $1, $3); }
  ;

/* func @f(%a: T, ...) [-> results] [attributes {...}] [{ body }]; func @ext(T, ...) -> T */
func_op: func_head opt_func_body {
      $$ = build_func(p, $1, $2);
    }
  ;

func_head: OPN_FUNC opt_vis SYMBOL '(' func_args ')' opt_fn_results opt_attributes {
      $$ = head_new(p, $1, &@1);
      $$->args = $5;
      Vec *ins = vec_new(p);
      for (int i = 0; i < $5->n; i++)
        ptr_vec(p, ins, VEC_AT($5, ArgDef, i).type);
      $$->types = ins;
      $$->outs = $7;
      $$->attrs = $8;
      head_set_symbol(p, $$, $2, $3);
      note_func_spelling(p, $1);
      set_pending_args(p, $5, true);
    }
  | OPN_FUNC opt_vis SYMBOL paren_types opt_fn_results opt_attributes {
      $$ = head_new(p, $1, &@1);
      $$->args = NULL;
      $$->types = $4;
      $$->outs = $5;
      $$->attrs = $6;
      head_set_symbol(p, $$, $2, $3);
      note_func_spelling(p, $1);
      set_pending_args(p, NULL, true);
    }
  ;

opt_vis: %empty { $$ = no_str(); }
  | KW_VISIBILITY { $$ = $1; }
  ;

opt_func_body: %empty { $$ = NULL; }
  | region { $$ = $1; }
  ;

func_args: VALUE_ID ':' type opt_dict opt_loc {
      $$ = arg_vec(p, NULL, $1, &@1, $3, no_str(), NULL);
      if ($4)
        VEC_AT($$, ArgDef, 0).attrs = mk_dict_attr(p, $4, &@4);
    }
  | func_args ',' VALUE_ID ':' type opt_dict opt_loc {
      $$ = arg_vec(p, $1, $3, &@3, $5, no_str(), NULL);
      if ($6)
        VEC_AT($$, ArgDef, VEC_N($$) - 1).attrs = mk_dict_attr(p, $6, &@6);
    }
  ;

opt_fn_results: %empty { $$ = NULL; }
  | ARROW result_types { $$ = $2; }
  ;

opt_attributes: %empty { $$ = NULL; }
  | KW_ATTRIBUTES dict { $$ = $2; }
  ;

/* module [@name] [attributes {...}] { ... } */
module_op: module_head region {
      $$ = build_module(p, $1, $2);
    }
  ;

module_head: OPN_MODULE opt_sym opt_attributes {
      $$ = head_new(p, $1, &@1);
      $$->attrs = $3;
      head_set_symbol(p, $$, no_str(), $2);
      set_pending_args(p, NULL, true);
      p->pending_top_module = p->nregions == 1;
      p->pending_top_plain = !$2.s && VEC_N($3) == 0;
    }
  ;

opt_sym: %empty { $$ = no_str(); }
  | SYMBOL { $$ = $1; }
  ;

/* "dialect.op"(%a, ...) [<{props}>] [({region}, ...)] [{attrs}] : (T, ...) -> (U, ...) */
generic_op: generic_head opt_gen_regions opt_dict ':' func_type {
      $1->attrs = $3;
      $$ = build_generic(p, $1, $2, $5, &@5);
    }
  ;

generic_head: STRING '(' opt_operand_list ')' opt_successors {
      $$ = head_new(p, $1, &@1);
      $$->refs = $3;
      $$->succs = $5;
      generic_head_begin(p, $$);
    }
  | STRING '(' opt_operand_list ')' opt_successors '<' dict '>' {
      $$ = head_new(p, $1, &@1);
      $$->refs = $3;
      $$->succs = $5;
      $$->props = $7;
      generic_head_begin(p, $$);
    }
  ;

opt_gen_regions: %empty { $$ = NULL; }
  | '(' region_list ')' { $$ = $2; }
  ;

/* -------------------------------------------------------------- regions */

region: '{' { $<region>$ = region_begin(p, &@1); } region_body '}' { $$ = region_end(p, $<region>2); }
  ;

region_body: op_list
  | region_body block_label op_list
  ;

block_label: CARET_ID opt_block_args ':' { block_begin(p, $1, $2, &@1); }
  ;

opt_block_args: %empty { $$ = NULL; }
  | '(' ')' { $$ = NULL; }
  | '(' block_args ')' { $$ = $2; }
  ;

block_args: VALUE_ID ':' type opt_loc { $$ = arg_vec(p, NULL, $1, &@1, $3, no_str(), NULL); }
  | block_args ',' VALUE_ID ':' type opt_loc { $$ = arg_vec(p, $1, $3, &@3, $5, no_str(), NULL); }
  ;

/* ---------------------------------------------------------------- types */

type: non_fn_type { $$ = $1; }
  | func_type { $$ = $1; }
  ;

non_fn_type: T_INDEX { $$ = p->ctx->index_ty; }
  | T_INT { $$ = mk_int_type(p, $1, &@1); }
  | T_F16 { $$ = p->ctx->f16_ty; }
  | T_BF16 { $$ = p->ctx->bf16_ty; }
  | T_F32 { $$ = p->ctx->f32_ty; }
  | T_F64 { $$ = p->ctx->f64_ty; }
  | T_NONE { $$ = p->ctx->none_ty; }
  | OPAQUE_TYPE { $$ = mk_opaque_type(p, $1, &@1); }
  | DIALECT_TYPE dialect_params '>' { $$ = mk_dialect_type(p, $1, $2, &@1); }
  | T_MEMREF dims type '>' { $$ = mk_shaped_type(p, true, $2, $3, &@1); }
  | T_MEMREF dims type ',' attr_value '>' { $$ = mk_memref_layout_type(p, $2, $3, $5, &@1, &@5); }
  | T_MEMREF dims type ',' attr_value ',' attr_value '>' {
      $$ = mk_memref_space_type(p, mk_memref_layout_type(p, $2, $3, $5, &@1, &@5), $7, &@7);
    }
  | T_TENSOR dims type '>' { $$ = mk_shaped_type(p, false, $2, $3, &@1); }
  ;

/* The parameters of a registered dialect's type (ir/dialect.h): types and
 * integers, which the dialect's type_parse hook checks. */
dialect_params: type { $$ = type_param_vec(p, NULL, $1, no_str(), &@1); }
  | INTEGER { $$ = type_param_vec(p, NULL, NULL, $1, &@1); }
  | dialect_params ',' type { $$ = type_param_vec(p, $1, $3, no_str(), &@3); }
  | dialect_params ',' INTEGER { $$ = type_param_vec(p, $1, NULL, $3, &@3); }
  ;

dims: %empty { $$ = NULL; }
  | dims DIM { $$ = dims_add(p, $1, $2, &@2); }
  ;

func_type: paren_types ARROW result_types {
      $$ = mk_func_type(p, $1, $3, ploc(p, &@1));
      vec_free(p, $1, sizeof(IrType *));
      vec_free(p, $3, sizeof(IrType *));
    }
  ;

result_types: non_fn_type { $$ = ptr_vec(p, NULL, $1); }
  | func_type { $$ = ptr_vec(p, NULL, $1); }
  | paren_types { $$ = $1; }
  ;

paren_types: '(' ')' { $$ = vec_new(p); }
  | '(' type_a_list ')' { $$ = $2; }
  ;

/* Types in parentheses may carry argument/result attributes (dropped). */
type_a_list: type opt_dict { $$ = ptr_vec(p, NULL, $1); }
  | type_a_list ',' type opt_dict { $$ = ptr_vec(p, $1, $3); }
  ;

type_list: type { $$ = ptr_vec(p, NULL, $1); }
  | type_list ',' type { $$ = ptr_vec(p, $1, $3); }
  ;

/* ----------------------------------------------------------- attributes */

attr_value: INTEGER { $$ = mk_int_attr(p, $1, NULL, &@1); }
  | INTEGER ':' type { $$ = mk_int_attr(p, $1, $3, &@1); }
  | FLOAT { $$ = mk_float_attr(p, $1, NULL, &@1); }
  | FLOAT ':' type { $$ = mk_float_attr(p, $1, $3, &@1); }
  | KW_TRUE { $$ = ir_attr_bool(p->ctx, true); }
  | KW_FALSE { $$ = ir_attr_bool(p->ctx, false); }
  | STRING { $$ = mk_string_attr(p, $1); }
  | STRING ':' type { $$ = mk_string_attr(p, $1); }
  | '[' ']' { $$ = mk_array_attr(p, NULL, &@1); }
  | '[' attr_list ']' { $$ = mk_array_attr(p, $2, &@1); }
  | dict { $$ = mk_dict_attr(p, $1, &@1); }
  | KW_DENSE { dense_begin(p); } dense_body '>' ':' type {
      $$ = dense_finish(p, $3, $6, &@1);
    }
  | KW_ARRAY type '>' { $$ = mk_dense_array_attr(p, $2, NULL, &@1); }
  | KW_ARRAY type ':' int_list '>' { $$ = mk_dense_array_attr(p, $2, $4, &@1); }
  | type { $$ = ir_attr_type(p->ctx, $1); }
  | SYMBOL { $$ = mk_symbol_attr(p, $1); }
  | OPAQUE_ATTR { $$ = mk_opaque_attr(p, $1); }
  | AFFINE { $$ = mk_affine_attr(p, $1, &@1); }
  | HASH_ID { $$ = mk_alias_attr(p, $1, &@1); }
  | KW_UNIT { $$ = ir_attr_unit(p->ctx); }
  ;

attr_list: attr_value { $$ = ptr_vec(p, NULL, $1); }
  | attr_list ',' attr_value { $$ = ptr_vec(p, $1, $3); }
  ;

int_list: int_elt { $$ = vec_new(p); vec_push(p, $$, &$1, sizeof $1); }
  | int_list ',' int_elt { $$ = $1; vec_push(p, $$, &$3, sizeof $3); }
  ;

int_elt: INTEGER { $$ = $1; }
  | KW_TRUE { $$ = $1; $$.aux = 2; }
  | KW_FALSE { $$ = $1; $$.aux = 3; }
  ;

/* Returns 0: empty, 1: splat scalar, 2: nested list, 3: hex string. */
dense_body: %empty { $$ = 0; }
  | dense_scalar { $$ = 1; }
  | dense_list { $$ = 2; }
  | STRING { $$ = 3; dense_hex(p, $1, &@1); }
  ;

dense_list: dense_open ']' { dense_close(p, &@2); }
  | dense_open dense_items ']' { dense_close(p, &@3); }
  ;

dense_open: '[' { dense_open(p); }
  ;

dense_items: dense_item
  | dense_items ',' dense_item
  ;

dense_item: dense_scalar
  | dense_list
  ;

dense_scalar: INTEGER { dense_add(p, $1, 0, &@1); }
  | FLOAT { dense_add(p, $1, 1, &@1); }
  | KW_TRUE { dense_add(p, $1, 2, &@1); }
  | KW_FALSE { dense_add(p, $1, 3, &@1); }
  ;

dict: '{' '}' { $$ = NULL; }
  | '{' entry_list '}' { $$ = $2; }
  ;

opt_dict: %empty { $$ = NULL; }
  | dict { $$ = $1; }
  ;

entry_list: attr_key { $$ = NULL; entry_push(p, &$$, attr_key(p, $1), ir_attr_unit(p->ctx)); }
  | attr_key '=' attr_value { $$ = NULL; entry_push(p, &$$, attr_key(p, $1), $3); }
  | entry_list ',' attr_key { $$ = $1; entry_push(p, &$$, attr_key(p, $3), ir_attr_unit(p->ctx)); }
  | entry_list ',' attr_key '=' attr_value { $$ = $1; entry_push(p, &$$, attr_key(p, $3), $5); }
  ;

attr_key: BARE_ID | STRING | KW_TO | KW_STEP | KW_ITER_ARGS | KW_ELSE | KW_DO | KW_INIT
  | KW_ATTRIBUTES | KW_VISIBILITY | KW_TRUE | KW_FALSE | KW_UNIT | T_INDEX | T_NONE
  | OPN_MODULE | OPN_FUNC | OPN_RETURN | OPN_CALL | OPN_CONSTANT | OPN_BINARY | OPN_UNARY | OPN_TERNARY
  | OPN_CMP | OPN_SELECT | OPN_CAST | OPN_ALLOC | OPN_DEALLOC | OPN_LOAD | OPN_STORE
  | OPN_DIM | OPN_COPY | OPN_SUBVIEW | OPN_REINTERPRET | OPN_RESHAPE | OPN_METADATA | OPN_GLOBAL
  | OPN_GET_GLOBAL | OPN_FOR | OPN_IF | OPN_PARALLEL | OPN_REDUCE | OPN_REDUCE_RETURN
  | OPN_YIELD | OPN_WHILE | OPN_CONDITION | OPN_ASSERT | OPN_CLAMP | OPN_POISON | OPN_AFFINE_FOR
  | OPN_AFFINE_IF | OPN_AFFINE_PARALLEL | OPN_AFFINE_LOAD | OPN_AFFINE_STORE | OPN_AFFINE_APPLY
  | OPN_AFFINE_DELIN | OPN_AFFINE_LIN | OPN_BR | OPN_COND_BR | OPN_SWITCH | OPN_INDEX_SWITCH | OPN_ALLOCA_SCOPE | OPN_VIEW | OPN_TRANSPOSE | OPN_EXECUTE_REGION
  | OPN_FORALL | OPN_IN_PARALLEL | OPN_PRINT | KW_STR | KW_PUNCTUATION
  | OPN_DMA_START | OPN_DMA_WAIT
  | OPN_MEMREF_RESHAPE
  | OPN_RANK | OPN_ASSUME_ALIGNMENT | OPN_PREFETCH
  | OPN_REALLOC
  | OPN_ATOMIC_RMW | OPN_GENERIC_ATOMIC_RMW
  | OPN_DISTINCT_OBJECTS
  ;

%%

/* Reported before YYERROR; the rest of the line is skipped, so that the
 * error is the only one, as in mlir-opt. */
static void global_name_error(Parser *p, OpHead *h, const ParseLoc *l) {
  custom_op_error(p, ploc(p, l), h->opname, "expected valid '@'-identifier for symbol name");
  parse_skip_from(p, l->last_line);
}

static Vec *ref_vec(Parser *p, Vec *v, Str tok, const ParseLoc *l) {
  if (!v)
    v = vec_new(p);
  ValRef r = mk_ref(p, tok, l);
  vec_push(p, v, &r, sizeof r);
  return v;
}

static Vec *ptr_vec(Parser *p, Vec *v, void *x) {
  if (!v)
    v = vec_new(p);
  vec_push(p, v, &x, sizeof x);
  return v;
}

static Vec *arg_vec(Parser *p, Vec *v, Str name, const ParseLoc *l, IrType *type, Str init,
                    const ParseLoc *il) {
  if (!v)
    v = vec_new(p);
  ArgDef d;
  memset(&d, 0, sizeof d);
  d.name = name;
  d.loc = ploc(p, l);
  d.type = type;
  if (init.s)
    d.init = mk_ref(p, init, il);
  vec_push(p, v, &d, sizeof d);
  return v;
}

static Vec *res_vec(Parser *p, Vec *v, Str name, Str count, const ParseLoc *l) {
  if (!v)
    v = vec_new(p);
  ResultDef r;
  r.name = name;
  r.count = -1;
  r.loc = ploc(p, l);
  if (count.s) {
    long long n = 0;
    for (int i = 0; i < count.len; i++) {
      n = n * 10 + (count.s[i] - '0');
      if (count.s[i] < '0' || count.s[i] > '9' || n > PARSE_MAX_RESULTS) {
        perror_at(p, r.loc, "expected a small positive result count");
        n = 1;
        break;
      }
    }
    if (n < 1) {
      perror_at(p, r.loc, "expected a positive result count");
      n = 1;
    }
    r.count = (int)n;
  }
  vec_push(p, v, &r, sizeof r);
  return v;
}

/* Describes a token for "expected ..." messages: literal spellings (keywords,
 * punctuation) in single quotes, token classes in words. */
static void put_desc(char *buf, size_t cap, yysymbol_kind_t k) {
  size_t n = strlen(buf);
  const char *d = NULL;
  switch (k) {
  case YYSYMBOL_YYEOF: d = "end of file"; break;
  case YYSYMBOL_VALUE_ID: d = "SSA operand"; break;
  case YYSYMBOL_RESULT_ID: d = "SSA operand"; break;
  case YYSYMBOL_SYMBOL: d = "symbol reference"; break;
  case YYSYMBOL_CARET_ID: d = "block label"; break;
  case YYSYMBOL_HASH_ID: d = "attribute alias"; break;
  case YYSYMBOL_BARE_ID: d = "identifier"; break;
  case YYSYMBOL_INTEGER: d = "integer"; break;
  case YYSYMBOL_FLOAT: d = "float"; break;
  case YYSYMBOL_STRING: d = "string"; break;
  case YYSYMBOL_OPAQUE_TYPE: d = "dialect type"; break;
  case YYSYMBOL_DIALECT_TYPE: d = "dialect type"; break;
  case YYSYMBOL_OPAQUE_ATTR: d = "dialect attribute"; break;
  case YYSYMBOL_AFFINE: d = "affine map or set"; break;
  case YYSYMBOL_AFFINE_SSA: d = "affine expressions"; break;
  case YYSYMBOL_LOC: d = "location"; break;
  case YYSYMBOL_DIM: d = "dimension"; break;
  case YYSYMBOL_T_INT: d = "integer type"; break;
  case YYSYMBOL_T_MEMREF: d = "'memref<'"; break;
  case YYSYMBOL_T_TENSOR: d = "'tensor<'"; break;
  case YYSYMBOL_KW_DENSE: d = "'dense<'"; break;
  case YYSYMBOL_KW_ARRAY: d = "'array<'"; break;
  case YYSYMBOL_KW_VISIBILITY: d = "visibility"; break;
  default: break;
  }
  if (d) {
    snprintf(buf + n, cap - n, "%s", d);
    return;
  }
  d = yysymbol_name(k);
  if (d[0] == '\'' || d[0] == '"')
    snprintf(buf + n, cap - n, "'%.*s'", (int)strlen(d) - 2, d + 1);
  else
    snprintf(buf + n, cap - n, "'%s'", d);
}

static bool has_sym(const yysymbol_kind_t *e, int n, yysymbol_kind_t k) {
  for (int i = 0; i < n; i++)
    if (e[i] == k)
      return true;
  return false;
}

/* Drops optional trailers (attribute dicts, flags, locations) from an
 * expected-token set when something mandatory is also expected. */
static int drop_optional(yysymbol_kind_t *e, int n) {
  int m = 0;
  for (int i = 0; i < n; i++)
    if (e[i] != YYSYMBOL_OPAQUE_ATTR && e[i] != YYSYMBOL_LOC && e[i] != YYTRANSLATE('{') &&
        e[i] != YYSYMBOL_YYerror)
      m++;
  if (m == 0)
    return n;
  int j = 0;
  for (int i = 0; i < n; i++)
    if (e[i] != YYSYMBOL_OPAQUE_ATTR && e[i] != YYSYMBOL_LOC &&
        (e[i] != YYTRANSLATE('{') || !has_sym(e, n, YYTRANSLATE(':'))) && e[i] != YYSYMBOL_YYerror)
      e[j++] = e[i];
  return j;
}

static int yyreport_syntax_error(const yypcontext_t *ctx, yyscan_t scanner, Parser *p) {
  (void)scanner;
  yysymbol_kind_t tok = yypcontext_token(ctx);
  const ParseLoc *l = yypcontext_location(ctx);
  IrLoc loc = ploc(p, l);
  /* A token that starts a new line: the problem is at the end of the previous one. */
  bool at_prev_end = l->first_line > p->prev_end_line && p->prev_end_line > 0;
  if (at_prev_end)
    loc = ir_loc(p->file, p->prev_end_line, p->prev_end_col);
  p->nsyntax++;
  if (p->stop)
    return 0; /* the end of input is ours, not the user's */
  if (p->last_err_off == p->last_tok_off + 1) {
    /* The token that could start the next op could not after all: drop it. */
    p->discard_lookahead = true;
    return 0;
  }
  if (tok == YYSYMBOL_INVALID) {
    loc = ploc(p, l);
    if (p->lex_error)
      perror_at(p, loc, "%s", p->lex_error);
    else {
      unsigned char c = (unsigned char)p->text[p->last_tok_off];
      if (c >= 0x20 && c < 0x7f)
        perror_at(p, loc, "unexpected character '%c'", c);
      else
        perror_at(p, loc, "unexpected character '\\x%02X'", c);
    }
  } else {
    yysymbol_kind_t exp[YYNTOKENS];
    int n = yypcontext_expected_tokens(ctx, exp, YYNTOKENS);
    if (n < 0)
      n = 0;
    int nall = n;
    n = drop_optional(exp, n);
    char msg[512];
    msg[0] = 0;
    bool in_switch = p->in_switch;
    p->in_switch = false;
    if (in_switch && has_sym(exp, nall, YYSYMBOL_INTEGER) && !has_sym(exp, nall, YYSYMBOL_BARE_ID)) {
      /* cf.switch: a case without its value (mlir-opt's parseInteger) */
      loc = ploc(p, l);
      strcpy(msg, "expected integer value");
    } else if (in_switch && has_sym(exp, nall, YYSYMBOL_BARE_ID) && tok == YYSYMBOL_INTEGER) {
      loc = ploc(p, l);
      strcpy(msg, "custom op 'cf.switch' expected 'default'");
    } else if (in_switch && has_sym(exp, nall, YYTRANSLATE(']'))) {
      strcpy(msg, "expected ']'");
    } else if (n == 0) {
      strcpy(msg, "unexpected ");
      put_desc(msg, sizeof msg, tok);
    } else if (tok == YYSYMBOL_YYEOF && p->nregions > 1 && has_sym(exp, nall, YYTRANSLATE('}'))) {
      snprintf(msg, sizeof msg, "expected '}' to close '{' at line %d",
               p->regions[p->nregions - 1].open.line);
    } else if (tok == YYTRANSLATE('}') && !has_sym(exp, nall, tok) && has_sym(exp, nall, YYSYMBOL_OPN_BINARY)) {
      loc = ploc(p, l);
      strcpy(msg, "unexpected '}'");
    } else if (n == 1) {
      strcpy(msg, "expected ");
      put_desc(msg, sizeof msg, exp[0]);
    } else if (nall == 2 && has_sym(exp, nall, YYSYMBOL_KW_ITER_ARGS) &&
               has_sym(exp, nall, YYTRANSLATE('{'))) {
      strcpy(msg, "expected '{' to begin a region"); /* (iter_args is optional, as in mlir-opt) */
    } else if (has_sym(exp, n, YYSYMBOL_OPN_BINARY) && has_sym(exp, n, YYSYMBOL_VALUE_ID)) {
      strcpy(msg, "expected operation name");
    } else if (has_sym(exp, n, YYSYMBOL_OPN_BINARY)) {
      strcpy(msg, "expected operation name");
    } else if (has_sym(exp, n, YYSYMBOL_FLOAT) && has_sym(exp, n, YYSYMBOL_T_F32)) {
      strcpy(msg, "expected attribute value");
    } else if (has_sym(exp, n, YYSYMBOL_T_F32)) {
      strcpy(msg, "expected type");
    } else if (has_sym(exp, n, YYSYMBOL_VALUE_ID) && n <= 2) {
      strcpy(msg, "expected SSA operand");
    } else {
      strcpy(msg, "expected ");
      int shown = n < 5 ? n : 5;
      for (int i = 0; i < shown; i++) {
        if (i)
          strcat(msg, i + 1 == shown && shown == n ? " or " : ", ");
        put_desc(msg, sizeof msg, exp[i]);
      }
      if (shown < n)
        strcat(msg, ", ...");
    }
    perror_at(p, loc, "%s", msg);
  }
  /* Resume at the next line, skipping whatever braces the bad line opens.
   * The offending token is dropped unless it may start the next op or close
   * a region (and never twice, so recovery always makes progress). */
  bool again = p->last_err_off == p->last_tok_off + 1;
  p->last_err_off = p->last_tok_off + 1;
  p->discard_lookahead = again || !(tok == YYSYMBOL_YYEOF || at_prev_end || p->last_tok == '}');
  if (tok == YYSYMBOL_YYEOF || at_prev_end || p->last_tok == '}')
    return 0;
  p->skipping = true;
  p->skip_line = l->last_line;
  p->skip_depth = p->last_tok == '{' ? 1 : 0;
  return 0;
}

void parse_skip_from(Parser *p, int line) {
  p->skipping = true;
  p->skip_line = line;
  p->skip_depth = 0;
}

static int loopc_yylex(YYSTYPE *lval, YYLTYPE *lloc, yyscan_t scanner, Parser *p) {
  if (p->literal_type && !p->literal_started) {
    p->literal_started = true;
    lloc->first_line = lloc->last_line = p->line;
    lloc->first_column = lloc->last_column = p->col;
    return START_DENSE_LITERAL;
  }
  for (;;) {
    p->lex_error = NULL;
    p->in_bal = false;
    if (!p->stop && diag_stopped(p->diag))
      parse_stop(p); /* the error limit was reached */
    int t = p->stop ? 0 : lex_raw(lval, lloc, scanner);
    if (p->stop)
      t = 0; /* a limit hit while lexing this token ends the input here */
    p->lex_prev = t;
    if (t == 0) {
      lloc->first_line = lloc->last_line = p->line;
      lloc->first_column = lloc->last_column = p->col;
    }
    if (p->skipping && t != 0) {
      bool stop = false;
      if (p->skip_depth == 0 && lloc->first_line != p->skip_line)
        stop = true;
      else if (t == '{')
        p->skip_depth++;
      else if (t == '}') {
        if (p->skip_depth == 0)
          stop = true;
        else
          p->skip_depth--;
      }
      if (!stop) {
        p->skip_line = lloc->last_line;
        continue;
      }
    }
    p->skipping = false;
    p->prev_end_line = p->last_line;
    p->prev_end_col = p->last_end_col;
    p->last_line = lloc->last_line;
    p->last_end_col = lloc->last_column + 1;
    p->last_tok = t;
    p->last_tok_off = p->start_off;
    return t;
  }
}

int parse_run(Parser *p) {
  yyscan_t scanner;
  if (loopc_yylex_init_extra(p, &scanner) != 0)
    return 1;
  p->feed_off = 0;
  int rc = loopc_yyparse(scanner, p);
  loopc_yylex_destroy(scanner);
  return rc;
}
