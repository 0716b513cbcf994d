"""Drives a Gomocup brain through pipes: send lines, wait for answers with a
deadline, measure how long an answer took. Shared by the brain tests.
$PBRAIN_RUNNER, if set, is a command the brain runs under, e.g. `wine` for
pbrain-wuzi.exe (tests/windows/wine_test.sh)."""
import os
import queue
import shlex
import subprocess
import threading
import time


RUNNER = shlex.split(os.environ.get("PBRAIN_RUNNER", ""))


def command(path, args=()):
    """The command line that starts the brain at `path` with `args`."""
    return [*RUNNER, path, *args]


class Brain:
    def __init__(self, path, args=(), threads=1):
        """Starts the brain. It searches with `threads` threads (INFO
        thread_num, sent first) so that results do not depend on the
        machine's cores; None leaves the brain's default (one per core)."""
        self.proc = subprocess.Popen(command(path, args), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines = queue.Queue()
        self.all = []       # every line received, in order
        self.errors = []    # the last lines of its standard error (the runner's too, e.g. Wine's)
        self.consumed = 0   # how many of them answer() has handed out or skipped
        self.sent_at = time.monotonic()  # delays of lines sent unasked count from the start
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()
        if threads is not None:
            self.send(f"INFO thread_num {threads}")
            self.sent_at = time.monotonic()

    def _read(self):
        for raw in self.proc.stdout:
            line = raw.decode("latin-1").rstrip("\r\n")
            self.all.append(line)
            self.lines.put((time.monotonic(), line))
        self.lines.put((time.monotonic(), None))

    def _read_errors(self):
        # Drained so that a chatty runner never blocks on a full pipe; kept
        # short, for the message of a brain that ends unasked.
        try:
            for raw in self.proc.stderr:
                self.errors = (self.errors + [raw.decode("latin-1").rstrip("\r\n")])[-10:]
        except (ValueError, OSError):  # closed by kill()
            pass

    def _closed(self):
        """Why the output ended: the exit status (when known within a second)
        and the last lines of standard error."""
        try:
            status = self.proc.wait(1.0)
        except subprocess.TimeoutExpired:
            status = "still running"
        return (f"brain closed its output; last lines: {self.all[-5:]}; exit status {status}; "
                f"standard error: {self.errors}")

    def send(self, text):
        """Writes `text` (a line, LF added unless it ends in a line break)."""
        if isinstance(text, str):
            text = text.encode("latin-1")
        if not text.endswith(b"\n"):
            text += b"\n"
        self.sent_at = time.monotonic()
        self.proc.stdin.write(text)
        self.proc.stdin.flush()

    def answer(self, timeout=5.0, skip=("MESSAGE", "DEBUG")):
        """The next line not starting with one of `skip`, and its delay since
        the last send in ms. Raises on timeout or end of output."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no answer within {timeout} s; output so far: {self.all[-5:]}")
            try:
                at, line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise AssertionError(self._closed())
            self.consumed += 1
            if not line.startswith(skip):
                return line, (at - self.sent_at) * 1000

    def ask(self, text, timeout=5.0):
        self.send(text)
        return self.answer(timeout)[0]

    def silent(self, wait=0.2):
        """True if nothing but MESSAGE/DEBUG arrives within `wait` seconds."""
        try:
            self.answer(wait)
            return False
        except AssertionError:
            return True

    def close(self, timeout=5.0):
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        return self.proc.wait(timeout)

    def kill(self):
        """Ends the brain whatever state it is in and closes its pipes (a test's tearDown)."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.proc.stdin.close()
        self.proc.stdout.close()
        self.proc.stderr.close()

    def peak_memory_kb(self):
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0


def xy(text):
    x, y = text.split(",")
    return int(x), int(y)
