/* Under AddressSanitizer buffers are allocated to their exact size (and
 * malloc's alignment), so that an access past the end is reported rather
 * than landing in alignment padding. */
#if defined(__SANITIZE_ADDRESS__)
#define LOOPC_EXACT_ALLOC 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LOOPC_EXACT_ALLOC 1
#endif
#endif
