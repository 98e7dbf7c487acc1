/** Next.js App Router app using the packed @tessera tarballs (test:pack, issue 16). */
export default { compiler: { styledComponents: true }, typescript: { ignoreBuildErrors: false } };
