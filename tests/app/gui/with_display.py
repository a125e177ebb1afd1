"""Runs a command on a virtual X display of its own, which Xvfb chooses (guitest.start_x_server),
so that it never collides with a display in use: for the app's unit tests that draw and for the
benchmark. Usage: with_display.py COMMAND [ARGS...]; exits with the command's code, and says so
when a signal ended the command (ctest would otherwise show a bare "Failed")."""
import os
import signal
import subprocess
import sys

import guitest

if __name__ == "__main__":
    server, display = guitest.start_x_server()
    try:
        code = subprocess.call(sys.argv[1:], env=dict(os.environ, DISPLAY=display))
    finally:
        server.terminate()
        server.wait(10)
    if code < 0:
        print("with_display.py: %s was killed by %s" % (
            os.path.basename(sys.argv[1]), signal.Signals(-code).name), flush=True)
        code = 128 - code
    sys.exit(code)
