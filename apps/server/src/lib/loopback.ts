import { isIP } from 'node:net';

/**
 * Whether a socket's remote address is this machine: 127.0.0.0/8, ::1, or an IPv4-mapped 127.x. Read it
 * from the socket (request.socket.remoteAddress), never from request.ip, which a TRUST_PROXY proxy
 * names from X-Forwarded-For: a proxy on this machine would make every client look local.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(address.toLowerCase());
}
