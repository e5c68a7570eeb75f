// A controller with _remap: every method segment of its URLs comes here, as CodeIgniter calls it.
module.exports = class Legacy {
  _remap(method, args) {
    return { remapped: method, args };
  }
};
