/** A valid new delivery address, as a shopper would fill it in (the address tests add it and edit copies). */
export const sampleAddress = {
  name: '陈晨',
  phone: '13900001234',
  region: '四川省 成都市 武侯区',
  location: '天府大道 1 号',
  status: 0 as const,
};
