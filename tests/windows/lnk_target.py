"""Prints the target path a Windows shortcut (.lnk) points to, from its LinkInfo structure
(MS-SHLLINK 2.3): the installed game is started from where its Start-menu entry says.
Usage: lnk_target.py FILE.lnk"""
import struct
import sys

HAS_ID_LIST = 0x1
HAS_LINK_INFO = 0x2


def target(data):
    if struct.unpack_from("<I", data, 0)[0] != 0x4C:
        raise ValueError("not a shell link")
    flags = struct.unpack_from("<I", data, 0x14)[0]
    offset = 0x4C
    if flags & HAS_ID_LIST:
        offset += 2 + struct.unpack_from("<H", data, offset)[0]
    if not flags & HAS_LINK_INFO:
        raise ValueError("the shortcut has no LinkInfo")
    header_size = struct.unpack_from("<I", data, offset + 4)[0]
    if header_size >= 0x24:  # the Unicode local base path is there
        start = offset + struct.unpack_from("<I", data, offset + 0x1C)[0]
        end = start
        while data[end:end + 2] != b"\0\0":
            end += 2
        return data[start:end].decode("utf-16-le")
    start = offset + struct.unpack_from("<I", data, offset + 0x10)[0]
    return data[start:data.index(b"\0", start)].decode("mbcs" if sys.platform == "win32"
                                                       else "cp1252")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    with open(sys.argv[1], "rb") as f:
        print(target(f.read()))
