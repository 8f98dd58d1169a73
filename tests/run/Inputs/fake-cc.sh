#!/bin/sh
# fake-cc.sh FAMILY MAJOR.MINOR.PATCH omp|noomp [ARGS...]: a C compiler that
# answers loopc's probe (native.c: `CC -fopenmp -E -P -x c -`) as FAMILY at
# that version, with or without <omp.h>, and is the host's cc otherwise; for
# the tests of the flags loopc chooses per compiler.
family=$1 version=$2 omp=$3
shift 3
case " $* " in
*" -E "*)
  cat > /dev/null
  echo "loopc_cc $family $(echo "$version" | tr . ' ')"
  [ "$omp" = omp ] && echo "loopc_omp 1"
  echo "loopc_version \"$family $version (fake)\""
  exit 0 ;;
esac
exec cc "$@"
