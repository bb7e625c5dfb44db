# Shared by the client check scripts (check_client_*.cmake): run the client
# and look for text in what it printed.

# Runs the client; fails on a non-zero exit; leaves its stdout in `out` and
# its stderr in `err`.
function(run_client)
  execute_process(
    COMMAND "${CLIENT}" ${ARGN}
    RESULT_VARIABLE rc
    OUTPUT_VARIABLE o
    ERROR_VARIABLE e
    TIMEOUT 150)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "rokugan ${ARGN}\nexited with ${rc}\nstdout:\n${o}\nstderr:\n${e}")
  endif()
  set(out "${o}" PARENT_SCOPE)
  set(err "${e}" PARENT_SCOPE)
endfunction()

# Fails unless `text` mentions every further argument.
function(expect text)
  foreach(t ${ARGN})
    string(FIND "${text}" "${t}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "the output does not mention '${t}':\n${text}")
    endif()
  endforeach()
endfunction()
