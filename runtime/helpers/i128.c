/* MLIR's i128: GCC's and Clang's __int128 (C11 has no 128-bit integer;
 * __extension__ keeps -pedantic quiet). */
__extension__ typedef __int128 loopc_i128;
__extension__ typedef unsigned __int128 loopc_u128;
