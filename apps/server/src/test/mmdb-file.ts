import { isIPv4 } from 'node:net';

/**
 * Writes a genuine MaxMind DB (format 2.0) country database, so tests read it with the same reader production
 * uses. An IPv6 tree with IPv4 networks under ::/96, 24-bit records, one `{ country: { iso_code } }` map per
 * country in the data section: the layout of GeoLite2-Country and DB-IP country files.
 * Format: https://maxmind.github.io/MaxMind-DB/
 */
export function countryDatabase(networks: Record<string, string>, databaseType = 'Test-Country'): Buffer {
  const data = new DataSection();
  const root = new TreeNode();
  for (const [cidr, country] of Object.entries(networks)) {
    const offset = data.add({ country: { iso_code: country } });
    const [bits, prefix] = networkBits(cidr);
    insert(root, bits, prefix, offset);
  }
  const nodes = numberNodes(root);
  const tree = Buffer.alloc(nodes.length * 6);
  const recordOf = (child: TreeNode | number | undefined): number => {
    if (child === undefined) return nodes.length; // "no data"
    if (typeof child === 'number') return nodes.length + 16 + child; // data section offset, past the separator
    return nodes.indexOf(child);
  };
  nodes.forEach((node, index) => {
    tree.writeUIntBE(recordOf(node.left), index * 6, 3);
    tree.writeUIntBE(recordOf(node.right), index * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: uint32(nodes.length),
    record_size: uint16(24),
    ip_version: uint16(6),
    database_type: databaseType,
    languages: ['en'],
    binary_format_major_version: uint16(2),
    binary_format_minor_version: uint16(0),
    build_epoch: uint32(Math.floor(Date.now() / 1000)),
    description: { en: 'Test country database' },
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    data.bytes(),
    Buffer.from('abcdef4d61784d696e642e636f6d', 'hex'),
    metadata,
  ]);
}

class TreeNode {
  left: TreeNode | number | undefined;
  right: TreeNode | number | undefined;
}

function insert(root: TreeNode, bits: number[], prefix: number, dataOffset: number): void {
  let node = root;
  for (let depth = 0; depth < prefix - 1; depth += 1) {
    const side = bits[depth] ? 'right' : 'left';
    const next = node[side];
    if (typeof next === 'number') throw new Error('overlapping networks are not supported');
    node = next ?? (node[side] = new TreeNode());
  }
  node[bits[prefix - 1] ? 'right' : 'left'] = dataOffset;
}

function numberNodes(root: TreeNode): TreeNode[] {
  const nodes: TreeNode[] = [];
  const queue = [root];
  for (let node = queue.shift(); node; node = queue.shift()) {
    nodes.push(node);
    for (const child of [node.left, node.right]) if (child instanceof TreeNode) queue.push(child);
  }
  return nodes;
}

/** 128 address bits and the prefix length in the IPv6 tree; IPv4 networks live under ::/96. */
function networkBits(cidr: string): [number[], number] {
  const [address = '', length = ''] = cidr.split('/');
  if (!isIPv4(address)) throw new Error(`only IPv4 networks are supported: ${cidr}`);
  const octets = [...new Array<number>(12).fill(0), ...address.split('.').map(Number)];
  const bits = octets.flatMap((octet) => [7, 6, 5, 4, 3, 2, 1, 0].map((shift) => (octet >> shift) & 1));
  return [bits, 96 + Number(length)];
}

type Value = string | Uint | Value[] | { [key: string]: Value };
class Uint {
  constructor(
    readonly uint: number,
    readonly type: 5 | 6,
  ) {}
}
const uint16 = (value: number) => new Uint(value, 5);
const uint32 = (value: number) => new Uint(value, 6);

class DataSection {
  private readonly chunks: Buffer[] = [];
  private readonly offsets = new Map<string, number>();
  private size = 0;

  add(value: Value): number {
    const key = JSON.stringify(value);
    const known = this.offsets.get(key);
    if (known !== undefined) return known;
    const bytes = encode(value);
    this.offsets.set(key, this.size);
    this.chunks.push(bytes);
    this.size += bytes.length;
    return this.size - bytes.length;
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const payload = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, payload.length), payload]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  if (value instanceof Uint) {
    const payload = Buffer.alloc(value.type === 5 ? 2 : 4);
    payload.writeUIntBE(value.uint, 0, payload.length);
    return Buffer.concat([control(value.type, payload.length), payload]);
  }
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([key, item]) => [encode(key), encode(item)])]);
}

/** The control byte (type in the top 3 bits, size below), an extended-type byte for types above 7. */
function control(type: number, size: number): Buffer {
  if (size >= 29) throw new Error('sizes of 29 and above are not needed here');
  if (type <= 7) return Buffer.from([(type << 5) | size]);
  return Buffer.from([size, type - 7]);
}
