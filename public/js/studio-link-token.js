// The studio's setup and invitation links carry their token in the URL's fragment, which is never
// sent to the server (decision 031). This copies it into the form's hidden field as soon as the
// field is parsed, so a form sent before the page's scripts arrive has it too (decision 034).
(function () {
  var match = /(?:^|[#&])token=([^&]*)/.exec(location.hash);
  var input = document.getElementById('account-token');
  if (match && input && !input.value) input.value = decodeURIComponent(match[1]);
})();
