// Leaflet's marker pictures imported as files: the storefront's build copies them and gives their URL
// (next-env.d.ts declares all images too, but it exists only after a build; type checks run before one).
declare module 'leaflet/dist/images/*.png' {
  const image: string | { src: string; width: number; height: number };
  export default image;
}
