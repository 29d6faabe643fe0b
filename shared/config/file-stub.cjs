// What jest gives for a file imported by its URL (a font): a stand-in address.
module.exports = '/file-stub';
