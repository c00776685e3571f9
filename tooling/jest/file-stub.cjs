// Imported pictures, videos and documents resolve to a file name under jest.
module.exports = 'test-file-stub';
