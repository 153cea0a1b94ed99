/**
 * Whether a `Range` header asks for what the static server's file sender (sirv) serves right: one range of
 * bytes from a first position, to a last one not before it or to the end (`bytes=0-499`, `bytes=500-`).
 * sirv reads any other as if it were one (a suffix `bytes=-500` as the first 501 bytes), and one whose last
 * byte comes before its first (`bytes=5-1`) made it start a 206 answer and then fail to open the file.
 * HTTP lets a server ignore a Range header it does not serve: such a request gets the whole file.
 *
 * @example
 * isServableRange('bytes=0-499') // true
 * isServableRange('bytes=5-1')   // false
 * isServableRange('bytes=-500')  // false: the whole file is sent instead
 */
export function isServableRange(header: string): boolean {
  const range = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim());
  return range !== null && (range[2] === '' || Number(range[1]) <= Number(range[2]));
}
