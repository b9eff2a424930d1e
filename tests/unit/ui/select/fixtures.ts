// option lists shared by the Select tests (test data, not the §3 catalogue)
export const kinds = [
  { value: '1', label: 'ბინა' },
  { value: '2', label: 'კერძო სახლი' },
  { value: '3', label: 'ოთახი' },
  { value: '4', label: 'კომერციული ფართი' },
  { value: '5', label: 'მიწის ნაკვეთი' },
];

export const categories = [
  { value: '1', label: 'ბინა' },
  { value: '2', label: 'კერძო სახლი' },
  {
    value: '4',
    label: 'კომერციული',
    children: [
      { value: '1', label: 'კვების ობიექტი' },
      { value: '7', label: 'ოფისი' },
      { value: '8', label: 'სასტუმრო' },
    ],
  },
];
