"""A minimal reader of R's XDR serialization (.rda, version 2): enough for a data frame of
character, integer, logical and double columns, which is what the ICD-10-CM source ships."""
import bz2
import gzip
import lzma
import struct

NIL, SYM, LIST, CHAR, LGL, INT, REAL, STR, VEC = 254, 1, 2, 9, 10, 13, 14, 16, 19
REF, GLOBALENV, EMPTYENV, BASEENV, MISSINGARG, UNBOUND = 255, 253, 242, 241, 251, 252


def _decompress(raw: bytes) -> bytes:
    if raw[:3] == b'BZh':
        return bz2.decompress(raw)
    if raw[:2] == b'\x1f\x8b':
        return gzip.decompress(raw)
    if raw[:6] == b'\xfd7zXZ\x00':
        return lzma.decompress(raw)
    return raw


class _Reader:
    def __init__(self, data: bytes):
        self.data, self.pos, self.refs = data, 0, []

    def int(self) -> int:
        (value,) = struct.unpack_from('>i', self.data, self.pos)
        self.pos += 4
        return value

    def item(self):
        flags = self.int()
        kind, has_attr, has_tag = flags & 0xFF, bool(flags & 0x200), bool(flags & 0x400)
        if kind in (NIL, GLOBALENV, EMPTYENV, BASEENV, MISSINGARG, UNBOUND):
            return None
        if kind == REF:
            return self.refs[(flags >> 8) - 1]
        if kind == SYM:
            name = self.item()
            self.refs.append(name)
            return name
        if kind == LIST:
            out = {}
            while kind == LIST:
                if has_attr:
                    self.item()  # a pairlist node's attributes: not needed
                tag = self.item() if has_tag else None
                out[tag] = self.item()
                flags = self.int()
                kind, has_attr, has_tag = flags & 0xFF, bool(flags & 0x200), bool(flags & 0x400)
            if kind != NIL:
                raise ValueError(f'pairlist ends in type {kind}')
            return out
        if kind == CHAR:
            length = self.int()
            if length == -1:
                return None
            text = self.data[self.pos:self.pos + length].decode('utf-8')
            self.pos += length
            return text
        if kind in (LGL, INT):
            length = self.int()
            values = list(struct.unpack_from(f'>{length}i', self.data, self.pos))
            self.pos += 4 * length
            value = [None if v == -2147483648 else v for v in values]
        elif kind == REAL:
            length = self.int()
            value = list(struct.unpack_from(f'>{length}d', self.data, self.pos))
            self.pos += 8 * length
        elif kind in (STR, VEC):
            length = self.int()
            value = [self.item() for _ in range(length)]
        else:
            raise ValueError(f'unsupported R type {kind}')
        if has_attr:
            attrs = self.item()
            names = attrs.get('names') if isinstance(attrs, dict) else None
            if kind == VEC and names:
                return dict(zip(names, value))
        return value


def read_rda(path: str) -> dict:
    """The objects of an .rda file by name; a data frame is a dict of its columns."""
    with open(path, 'rb') as f:
        data = _decompress(f.read())
    if not data.startswith(b'RDX2\nX\n'):
        raise ValueError('not an XDR RData (version 2) file')
    reader = _Reader(data)
    reader.pos = 7
    reader.int(), reader.int(), reader.int()  # format version, R version, minimal R version
    return reader.item()
