// Module declarations for imports the packages ship without types.
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
